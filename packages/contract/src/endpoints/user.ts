import { endpoints } from './endpoint';
import type { userSchemas } from './user.schemas';
import { type SessionEndpoint, userSessionEndpoints } from './user-session';

const userAreaEndpoints = endpoints<Omit<typeof userSchemas, SessionEndpoint>>()({
  mfaVerify: 'POST user/mfa/verify',
  mfa: 'GET user/mfa',
  mfaSetup: 'POST user/mfa/setup',
  mfaEnable: 'POST user/mfa/enable',
  mfaDisable: 'POST user/mfa/disable',
  mfaRecoveryCodes: 'POST user/mfa/recovery-codes',
  mfaEnrolSetup: 'POST user/mfa/enrol/setup',
  mfaEnrolEnable: 'POST user/mfa/enrol/enable',
  logoutEverywhere: 'POST user/logout-everywhere',
  delete: 'POST user/delete/',
  changePassword: 'POST user/change-password',
  requestOtp: 'POST user/request-otp',
  resetPassword: 'POST user/reset-password',
  list: 'GET user/list',
  status: 'PATCH user/:id/status',
  role: 'PATCH user/:id/role',
  resetLink: 'POST user/:id/reset-link',
  mfaReset: 'POST user/:id/mfa-reset',
  setPassword: 'GET user/set-password',
  createSetPassword: 'POST user/set-password',
  candidateLogin: 'POST user/candi_login',
  employerLogin: 'POST user/employer_login',
  consultancyLogin: 'POST user/consultancy-login',
  adminLogin: 'POST user/admin-login',
});

/** The whole area; the session's endpoints are kept apart for the client's first load. */
export const userEndpoints = { ...userAreaEndpoints, ...userSessionEndpoints };
