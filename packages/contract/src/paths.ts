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
  },
  candidate: {
    register: 'candidate/register',
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
    /** The candidate dashboard: counts, completeness, recent applications, top recommendations. */
    dashboard: 'candidate/dashboard',
  },
  /** Employers and consultancies register here; `client_type` tells which. */
  employers: {
    register: 'employers/register',
    /** Staff: organisations of one type, filtered by status (admin-pannel/list/{client}). */
    list: 'employers/',
    byId: (id: number | string) => `employers/${id}`,
    /** Staff: activate, suspend or reject (PATCH). */
    status: (id: number | string) => `employers/${id}/status`,
  },
  settings: {
    public: 'settings/public',
    subscription: 'settings/subscription',
  },
  master: {
    list: (name: string) => `master/${name}`,
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
  /** Public employer directory (organisations with open jobs). */
  directory: {
    list: 'employers/directory',
    byId: (id: number | string) => `employers/directory/${id}`,
  },
} as const;

export const API_PREFIX = '/api/';
