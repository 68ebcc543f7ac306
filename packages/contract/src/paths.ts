import { jobsApi } from './paths/jobs';
import { masterApi } from './paths/master';
import { settingsApi } from './paths/settings';
import { userApi } from './paths/user';

/**
 * API paths, relative to `/api/` (spec section 7). Both the server's route registration and the
 * client's fetchers use these, so a path is written once. The groups the public pages call on their
 * first load (user, jobs, settings, master) are modules of their own under paths/: those pages import
 * the group, so the browser's first download holds neither this whole table nor the other groups.
 */
export const API = {
  health: 'health',
  docs: 'docs',
  user: userApi,
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
  settings: settingsApi,
  master: masterApi,
  jobs: jobsApi,
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
    /** GET up to 6 similar candidates (cv.search; not logged). */
    similar: (id: number | string) => `search/candidate/${id}/similar`,
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
    /** The operator's figures (dashboards.operator). */
    admin: 'dashboards/admin',
    /** The caller's organisation (jobs.manage). */
    employer: 'dashboards/employer',
    /** The keywords searched and those that found nothing, ?days=7|30 (dashboards.operator). */
    searchDemand: 'dashboards/search-demand',
    /** The caller's own jobs' pipeline and interviews (jobs.manage). */
    mine: 'dashboards/mine',
    /** The caller's organisation's team activity and plan use over time (users.list). */
    team: 'dashboards/team',
  },
  /** Public employer directory (organisations with open jobs). */
  directory: {
    list: 'employers/directory',
    byId: (id: number | string) => `employers/directory/${id}`,
  },
} as const;

export { API_PREFIX } from './paths/prefix';
