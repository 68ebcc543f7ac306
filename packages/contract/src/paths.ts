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
  },
  candidate: { register: 'candidate/register' },
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
  master: { list: (name: string) => `master/${name}` },
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
