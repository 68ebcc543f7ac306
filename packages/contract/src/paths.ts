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
} as const;

export const API_PREFIX = '/api/';
