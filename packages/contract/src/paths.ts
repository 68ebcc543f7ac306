/**
 * API paths, relative to `/api/` (spec section 7). Both the server's route registration and the
 * client's fetchers use these, so a path is written once.
 */
export const API = {
  health: 'health',
  docs: 'docs',
  user: {
    me: 'user/',
    delete: 'user/delete/',
    requestOtp: 'user/request-otp',
    resetPassword: 'user/reset-password',
    list: 'user/list',
    adminLogin: 'user/admin-login',
    employerLogin: 'user/employer_login',
    candidateLogin: 'user/candi_login',
    consultancyLogin: 'user/consultancy-login',
    /** POST: ends the session of the token sent (any signed-in user). */
    logout: 'user/logout',
    /** POST: ends every session of the user, this one included. */
    logoutEverywhere: 'user/logout-everywhere',
    /** POST current + new password (any signed-in user). */
    changePassword: 'user/change-password',
    /** users.manage: PATCH {action: suspend | reactivate}. */
    status: (id: number | string) => `user/${id}/status`,
    /** users.manage: PATCH {role}, within what the caller holds. */
    role: (id: number | string) => `user/${id}/role`,
    /** users.manage: POST mails the user a single-use link to set a new password. */
    resetLink: (id: number | string) => `user/${id}/reset-link`,
    /** users.manage: POST removes the user's authenticator and recovery codes (a lost phone). */
    mfaReset: (id: number | string) => `user/${id}/mfa-reset`,
    /** No sign-in: GET ?token= (whose link), POST {token, password} (invitation or reset link). */
    setPassword: 'user/set-password',
    /** GET: whether two-step sign-in is on, required, and how many recovery codes are left. */
    mfa: 'user/mfa',
    /** POST {mfa_token, code}: the second step of a sign-in; answers the session. */
    mfaVerify: 'user/mfa/verify',
    /** POST: a new authenticator key (signed-in user); confirmed by mfaEnable. */
    mfaSetup: 'user/mfa/setup',
    /** POST {code}: turns two-step sign-in on; answers the recovery codes (shown once). */
    mfaEnable: 'user/mfa/enable',
    /** POST {password, code}: turns it off (not for roles that require it). */
    mfaDisable: 'user/mfa/disable',
    /** POST {password}: new recovery codes; the old ones stop working. */
    mfaRecoveryCodes: 'user/mfa/recovery-codes',
    /** POST {mfa_token}: as mfaSetup, for a sign-in whose role must set up two-step sign-in first. */
    mfaEnrolSetup: 'user/mfa/enrol/setup',
    /** POST {mfa_token, code}: as mfaEnable, and answers the session too. */
    mfaEnrolEnable: 'user/mfa/enrol/enable',
  },
  candidate: {
    register: 'candidate/register',
    /** POST {token}: the link mailed at registration creates the account and signs the candidate in. */
    confirmEmail: 'candidate/confirm-email',
    /** GET the signed-in candidate's whole profile with completeness (never consultant feedback). */
    profile: 'candidate/profile',
    /** PATCH personal details and skills. */
    update: 'candidate/update',
    /** PUT headline and summary. */
    summary: 'candidate/summary',
    /** POST add; PATCH/DELETE one by id. */
    educations: 'candidate/educations',
    education: (id: number | string) => `candidate/educations/${id}`,
    employments: 'candidate/employments',
    employment: (id: number | string) => `candidate/employments/${id}`,
    certifications: 'candidate/certification',
    certification: (id: number | string) => `candidate/certification/${id}`,
    /** PUT the desired job. */
    desiredJob: 'candidate/desired-job',
    /** POST {action: complete | skip}: ends the sign-up wizard (it resumes until then). */
    onboarding: 'candidate/onboarding',
    /** POST multipart `file` (JPEG/PNG/WebP <= 2 MB); DELETE removes it. */
    photo: 'candidate/photo',
    /** Public, unguessable photo URL (re-encoded WebP). */
    photoFile: (key: string) => `candidate/photo/${key}`,
    /** POST multipart `file` (PDF/DOC/DOCX <= 5 MB); GET downloads it as an attachment; DELETE removes it. */
    cv: 'candidate/cv',
    /** GET the candidate's data as a JSON attachment. */
    export: 'candidate/export',
    /** Staff: GET notes on candidate {id}, POST a note. */
    consultantFeedback: (candidateId: number | string) => `candidate/consultant-feedback/${candidateId}`,
    /** Staff: paginated candidate list with a keyword. */
    list: 'candidate/',
    /** Staff: the candidate list with filters (designation, location, skills, experience, ...). */
    filter: 'candidate/candidates-filter',
    /** Staff: one candidate's full profile. */
    byId: (id: number | string) => `candidate/${id}`,
    /** Staff: one candidate's CV as an attachment. */
    cvById: (id: number | string) => `candidate/${id}/cv`,
    /** The organisations that viewed the signed-in candidate's profile or CV, with counts. */
    profileViews: 'candidate/profile-views',
    /** The candidate dashboard: counts, completeness, recent applications, top recommendations. */
    dashboard: 'candidate/dashboard',
    /** GET/PATCH which non-essential mails the signed-in candidate gets. */
    mailPreferences: 'candidate/mail-preferences',
    /** No sign-in: POST ?category=&token= (RFC 8058 one-click) or {category, token} turns one kind off. */
    mailUnsubscribe: 'candidate/mail-preferences/unsubscribe',
  },
  /** Employers and consultancies register here; `client_type` tells which. */
  employers: {
    register: 'employers/register',
    /** Staff: organisations of one type, filtered by status (admin-pannel/list/{client}). */
    list: 'employers/',
    byId: (id: number | string) => `employers/${id}`,
    /** Staff: activate, suspend or reject (PATCH). */
    status: (id: number | string) => `employers/${id}/status`,
    /** users.manage: POST a user of an organisation (invited by mail to set a password). */
    createUser: 'employers/create-user',
    /** users.list: the caller's own organisation's team with jobs posted and applicants moved (?days=). */
    teamActivity: 'employers/team-activity',
    /** users.list: one user's page (role, organisation, status, recent activity). */
    userDetail: (id: number | string) => `employers/user-detail/${id}`,
    /** Staff: PUT the organisation's plan and its dates. */
    plan: (id: number | string) => `employers/${id}/plan`,
    /** The organisation's plan and usage: staff for any, a tenant's user for its own. */
    usage: (id: number | string) => `employers/${id}/usage`,
    /** GET the caller's organisation's company profile (staff: ?client_id= any organisation's). */
    profile: 'employers/profile',
    /** PATCH about, industry, size, founded, website, trade licence. */
    update: 'employers/update',
    /** GET the contacts, POST one; PATCH/DELETE contact(id). */
    contacts: 'employers/contacts',
    contact: (id: number | string) => `employers/contacts/${id}`,
    /** GET the offices, POST one; PATCH/DELETE branch(id). */
    branches: 'employers/branches',
    branch: (id: number | string) => `employers/branches/${id}`,
    /** PUT the LinkedIn, Facebook, X and Instagram links. */
    social: 'employers/social',
    /** GET/PATCH the signed-in user's own name and phone (`userDetail(id)` is staff's view of a user). */
    ownUserDetail: 'employers/user-detail',
    /** POST multipart `file` (JPEG/PNG/WebP <= 2 MB), DELETE removes it. */
    logo: 'employers/logo',
    cover: 'employers/cover',
    /** Public, unguessable URL of a logo or cover (re-encoded WebP). */
    image: (key: string) => `employers/image/${key}`,
  },
  /** Staff: plans and their limits (GET, POST; PATCH/DELETE byId). */
  plans: {
    list: 'plans/',
    byId: (id: number | string) => `plans/${id}`,
  },
  settings: {
    /** roles.manage: the modules (areas) with their permissions. */
    modules: 'settings/modules',
    /** roles.manage: every permission and every role's grants (the matrix). */
    permissions: 'settings/permissions',
    /** roles.manage: PUT {permissions} replaces a role's grants. */
    rolePermissions: (role: string) => `settings/roles/${role}/permissions`,
    /** roles.manage: every role, built-in and custom (GET); POST creates a custom role. */
    roles: 'settings/roles',
    /** roles.manage: one role with where each permission comes from (GET); a custom one: PATCH, DELETE. */
    role: (key: string) => `settings/roles/${key}`,
    /** roles.manage: role groups (GET, POST; PATCH/DELETE roleGroup). */
    roleGroups: 'settings/role-groups',
    roleGroup: (id: number | string) => `settings/role-groups/${id}`,
    /** audit.read: the audit log with filters. */
    auditLog: 'settings/audit-log',
    public: 'settings/public',
    /** settings.manage: GET the portal's settings; PATCH any of them (site name, theme, contact, social, job validity). */
    portal: 'settings/portal',
    /** settings.manage: POST multipart `file` (JPEG/PNG/WebP <= 2 MB) as the portal's logo; DELETE restores the default. */
    portalLogo: 'settings/portal/logo',
    /** Public, unguessable URL of the portal's logo (re-encoded WebP). */
    portalLogoFile: (key: string) => `settings/portal/logo/${key}`,
    subscription: 'settings/subscription',
    /** No sign-in: POST {token} confirms a subscription (the mailed link's page). */
    subscriptionConfirm: 'settings/subscription/confirm',
    /** No sign-in: POST {token} or ?token= (RFC 8058 one-click) ends a subscription. */
    subscriptionUnsubscribe: 'settings/subscription/unsubscribe',
    /** Staff (news.manage): the subscribers (?status=&q=&page=) with counts, and as CSV. */
    subscribers: 'settings/subscription/subscribers',
    subscribersExport: 'settings/subscription/subscribers/export',
    /** Staff: the weekly issues sent, and the next one as it would go out now. */
    newsletterIssues: 'settings/subscription/issues',
    newsletterPreview: 'settings/subscription/preview',
    /** Anyone: POST an enquiry. Staff (enquiries.manage): GET the inbox (?status=&q=&service=&assignee=). */
    enquiry: 'settings/enquiry',
    /** Staff: GET one with its notes, PATCH status/assignee. */
    enquiryById: (id: number | string) => `settings/enquiry/${id}`,
    enquiryNotes: (id: number | string) => `settings/enquiry/${id}/notes`,
    enquiryExport: 'settings/enquiry/export',
    enquiryAssignees: 'settings/enquiry/assignees',
    /** Anyone: GET published logistics news (?page=&tag=). Staff (news.manage): POST an article. */
    news: 'settings/logistics-news',
    /** Anyone: GET one published article by its slug. */
    newsArticle: (slug: string) => `settings/logistics-news/article/${slug}`,
    /** Staff: every article, drafts too (?status=&q=). */
    newsManage: 'settings/logistics-news/manage',
    /** Staff: GET, PATCH, DELETE one article. */
    newsById: (id: number | string) => `settings/logistics-news/${id}`,
    /** Staff: POST multipart `file` (JPEG/PNG/WebP <= 2 MB) as the article's image; DELETE removes it. */
    newsImage: (id: number | string) => `settings/logistics-news/${id}/image`,
    /** Public, unguessable URL of an article's image (re-encoded WebP). */
    newsImageFile: (key: string) => `settings/logistics-news/image/${key}`,
    /** Staff (pages.manage): every editable page with who last changed it. */
    pages: 'settings/pages',
    /** Anyone: GET a content page's text (ETag). Staff (pages.manage): PATCH it. */
    page: (slug: string) => `settings/pages/${slug}`,
    /** Staff: a page as staff see it (last editor, revision count). */
    pageManage: (slug: string) => `settings/pages/${slug}/manage`,
    /** Staff: a page's saved revisions, newest first (?page=). */
    pageHistory: (slug: string) => `settings/pages/${slug}/history`,
    /** Staff: one revision with the text before and after. */
    pageRevision: (slug: string, id: number | string) => `settings/pages/${slug}/history/${id}`,
    /** Staff: POST brings a revision's text back, as a new revision. */
    pageRestore: (slug: string, id: number | string) => `settings/pages/${slug}/history/${id}/restore`,
  },
  master: {
    list: (name: string) => `master/${name}`,
    /** One item by slug; a merged item's old slug answers its survivor. */
    bySlug: (name: string, slug: string) => `master/${name}/${slug}`,
    /** master_data.manage: every list with its item count. */
    adminLists: 'master/admin/lists',
    /** master_data.manage: a list's items (GET ?q=, POST); one item (PATCH: rename, move, (de)activate; DELETE). */
    adminItems: (name: string) => `master/admin/${name}`,
    adminItem: (name: string, id: number | string) => `master/admin/${name}/${id}`,
    /** POST `{ into_id }`: the item's records move to the survivor; the item stays as its alias. */
    adminMerge: (name: string, id: number | string) => `master/admin/${name}/${id}/merge`,
    /** GET: the list as CSV. */
    adminExport: (name: string) => `master/admin/${name}/export`,
    /** POST multipart `file`: what an import would add, change and reject; POST to `adminImport` applies. */
    adminImportPreview: (name: string) => `master/admin/${name}/import/preview`,
    adminImport: (name: string) => `master/admin/${name}/import`,
    /** GET every currency's rate to AED (anyone); PUT `exchangeRate(currency)` with master_data.manage. */
    exchangeRates: 'master/exchange-rates',
    exchangeRate: (currency: string) => `master/exchange-rates/${currency}`,
  },
  jobs: {
    /** GET the caller's organisation's jobs (staff: every organisation's), POST create. */
    list: 'jobs/',
    /** GET (owner/staff view with counts), PATCH, DELETE (drafts only). */
    byId: (id: number | string) => `jobs/${id}`,
    /** POST publish | close | duplicate. */
    action: (id: number | string, action: 'publish' | 'close' | 'duplicate') => `jobs/${id}/${action}`,
    bulkClose: 'jobs/bulk-close',
    /** Public search with facets. */
    search: 'jobs/search',
    /** Public job page data; records a view. */
    view: (id: number | string) => `jobs/view/${id}`,
    similar: (id: number | string) => `jobs/view/${id}/similar`,
    /** Open-job counts per category: ?category=designation|functional_area|state. */
    byForeignKey: 'jobs/by-foreignkey',
    /** Candidate: GET my applications (with status history), POST apply {job_id, cover_note?}. */
    apply: 'jobs/apply',
    withdraw: (applicationId: number | string) => `jobs/apply/${applicationId}/withdraw`,
    /** Candidate or guest: POST {job_id}, records the click, returns the external URL. */
    applyExternal: 'jobs/apply/external',
    /** Candidate: counts of my applications by status. */
    applyStatusCount: 'jobs/apply-status-count',
    /** Candidate: GET saved jobs, POST {job_id}; DELETE savedJob(jobId). */
    saveJob: 'jobs/save-job',
    savedJob: (jobId: number | string) => `jobs/save-job/${jobId}`,
    /** Candidate: ranked open jobs with the reasons they match; applied jobs left out. */
    recommended: 'jobs/recommended',
    /** Candidate: saved jobs still open that I have not applied for. */
    notApplied: 'jobs/not-applied',
    /** Candidate: GET my alerts, POST create; PATCH/DELETE alert(id). */
    alerts: 'jobs/alert',
    alert: (id: number | string) => `jobs/alert/${id}`,
    /** No sign-in: POST {token} (RFC 8058 one-click, also the web page's call) unsubscribes. */
    alertUnsubscribe: 'jobs/alert/unsubscribe',
    /** Employer: the applicants of job {id} (?status=), with counts by status. */
    applicants: (jobId: number | string) => `jobs/${jobId}/applicants`,
    /** Employer: the applicants of job {id} as CSV. */
    applicantsCsv: (jobId: number | string) => `jobs/${jobId}/applicants/export`,
    /** Employer: one applicant (profile, cover note, history); records a view. */
    applicant: (applicationId: number | string) => `jobs/applicants/${applicationId}`,
    applicantCv: (applicationId: number | string) => `jobs/applicants/${applicationId}/cv`,
    /** Employer: POST {application_ids, status, notify}: one or many applicants to a new status. */
    applicantsStatus: 'jobs/applicants/status',
  },
  jobTemplates: {
    list: 'template/job-templates',
    byId: (id: number | string) => `template/job-templates/${id}`,
    /** POST: a new draft job prefilled from the template. */
    createJob: (id: number | string) => `template/job-templates/${id}/create-job`,
  },
  /** The CV database (issue 11): search, a candidate as a recruiter sees them, saved searches. */
  cvSearch: {
    /** GET the search with facets (cv.search). */
    search: 'search/candidate',
    /** GET the whole profile for a recruiter (cv.search; logged). */
    candidate: (id: number | string) => `search/candidate/${id}`,
    /** GET the CV as an attachment (cv.download; logged). */
    candidateCv: (id: number | string) => `search/candidate/${id}/cv`,
    /** GET the organisation's saved searches, POST save one (cv.saved_searches). */
    saved: 'search/candidate-create',
    /** PATCH rename or change the alert, DELETE. */
    savedById: (id: number | string) => `search/candidate-create/${id}`,
    /** No sign-in: POST ?token= (RFC 8058 one-click) stops a saved search's alert. */
    savedUnsubscribe: 'search/candidate-create/unsubscribe',
  },
  /** Candidates added by a recruiter (candidates.create), and the candidate's claim of the account. */
  candidateCreate: {
    /** POST multipart: the candidate (fields) and their CV (`file`, optional). */
    create: 'candidate/candidates-create',
    /** GET ?email=&phone=: existing candidates with either, offered instead of a duplicate. */
    match: 'candidate/candidates-create/match',
    /** No sign-in: GET ?token= (whose invitation), POST {token, password} claims the account. */
    claim: 'candidate/claim',
    /** No sign-in: POST {token}: the candidate objects to being listed (profile hidden). */
    object: 'candidate/claim/object',
  },
  /** The client CV (cv.search to preview; cv.share for links). */
  clientCv: {
    /** GET the candidate's client CV for the caller's organisation (logged as a profile view). */
    byCandidate: (id: number | string) => `client-cv/${id}`,
    /** GET the organisation's shared links of the candidate, POST a new one. */
    shares: (id: number | string) => `client-cv/${id}/shares`,
    /** DELETE revokes a shared link. */
    share: (id: number | string) => `client-cv/shares/${id}`,
    /** No sign-in: GET ?token= the shared client CV (logged). */
    shared: 'client-cv/shared',
  },
  /** The organisation's CV folders (cv.folders). */
  cvFolders: {
    /** GET the folders (with counts; ?candidate_id= says which hold a candidate), POST create. */
    list: 'template/cv-folder',
    /** GET one with its candidates, PATCH rename, DELETE (the candidates stay in the database). */
    byId: (id: number | string) => `template/cv-folder/${id}`,
    /** POST {candidate_ids} adds, DELETE {candidate_ids} removes. */
    candidates: (id: number | string) => `template/cv-folder/${id}/candidates`,
    /** PATCH {note} on one candidate in the folder. */
    candidate: (id: number | string, candidateId: number | string) =>
      `template/cv-folder/${id}/candidates/${candidateId}`,
    /** GET the folder's candidates as CSV. */
    export: (id: number | string) => `template/cv-folder/${id}/export`,
  },
  /** Recruiter e-mail templates of the caller's organisation (issue 13). */
  emailTemplates: {
    list: 'template/email',
    byId: (id: number | string) => `template/email/${id}`,
    /** POST: a copy named "... (copy)". */
    duplicate: (id: number | string) => `template/email/${id}/duplicate`,
    /** GET ?candidate_id=&job_id=: every tag the template uses and what it resolves to. */
    tags: (id: number | string) => `template/email/${id}/tags`,
    /** POST {subject, body, candidate_id?, job_id?}: the message filled in for one candidate. */
    preview: 'template/email/preview',
    /** POST {recipients}: who a source resolves to, and who of them would be skipped. */
    recipients: 'template/email/recipients',
    /** POST {recipients, template_id | subject + body, job_id?}: a campaign (email_campaigns.send). */
    send: 'template/email/send',
  },
  /** Recruiter e-mail campaigns and the candidates' answers (issue 13). */
  emailCampaigns: {
    /** GET the organisation's campaigns with counts. */
    list: 'settings/email-responses',
    byId: (id: number | string) => `settings/email-responses/${id}`,
    /** GET the campaign's recipients as CSV. */
    export: (id: number | string) => `settings/email-responses/${id}/export`,
    /** POST {candidate_id, template_id | subject + body, job_id?}: one mail as a campaign of one. */
    sendSingle: 'settings/send-single-email',
    /** No sign-in: GET ?token= what the response link shows; POST {token, answer} records it. */
    respond: 'settings/email-response',
    /** No sign-in: POST ?token= (RFC 8058 one-click, also the web page's call) stops recruiter mail. */
    unsubscribe: 'settings/email-unsubscribe',
    /** Staff (email_suppressions.manage): GET the suppressed addresses; DELETE ?email= lifts one. */
    suppressions: 'settings/email-suppressions',
    /** A candidate: GET whether their own address bounced or unsubscribed from recruiter mail. */
    myStatus: 'settings/email-status',
  },
  /** Dashboards with charts (?period=7|30|90). */
  dashboards: {
    /** The operator's staff (clients.list). */
    admin: 'dashboards/admin',
    /** The caller's organisation (jobs.manage). */
    employer: 'dashboards/employer',
  },
  /** Public employer directory (organisations with open jobs). */
  directory: {
    list: 'employers/directory',
    byId: (id: number | string) => `employers/directory/${id}`,
  },
} as const;

export const API_PREFIX = '/api/';
