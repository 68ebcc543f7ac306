/**
 * Sign-in, sessions and the signed-in user's account; the header reads `me` on every page.
 * Relative to `/api/`; paths.ts gathers every group into `API`.
 */
export const userApi = {
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
  /** PATCH {locale: en | ar}: the language of the caller's own pages and mail (any signed-in user). */
  locale: 'user/locale',
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
} as const;
