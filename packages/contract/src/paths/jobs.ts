/**
 * Jobs: the public search and job pages, applications, saved jobs, alerts, the owners' job admin.
 * Relative to `/api/`; paths.ts gathers every group into `API`.
 */
export const jobsApi = {
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
} as const;
