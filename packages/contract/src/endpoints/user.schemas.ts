import { changePasswordSchema, localeChangedSchema, localeChangeSchema } from '../account';
import {
  deleteAccountSchema,
  loginRequestSchema,
  loginResponseSchema,
  profileSchema,
  requestOtpSchema,
  resetPasswordSchema,
} from '../auth';
import { envelope, listEnvelope, messageSchema } from '../envelope';
import { idParam } from '../fields';
import {
  mfaDisableSchema,
  mfaEnableSchema,
  mfaEnrolEnableSchema,
  mfaEnrolledSchema,
  mfaEnrolSetupSchema,
  mfaNewCodesSchema,
  mfaSetupSchema,
  mfaStatusSchema,
  mfaVerifySchema,
  recoveryCodesSchema,
  signInResponseSchema,
} from '../mfa';
import {
  setPasswordInfoSchema,
  setPasswordSchema,
  setPasswordTokenQuerySchema,
  userListQuerySchema,
  userRoleChangeSchema,
  userRowSchema,
  userStatusChangeSchema,
} from '../user-admin';
import type { EndpointSchemas } from './endpoint';

/** The schemas of the user endpoints (./user.ts holds their methods and paths). */
export const userSchemas = {
  mfaVerify: { body: mfaVerifySchema, response: envelope(loginResponseSchema) },
  mfa: { response: envelope(mfaStatusSchema) },
  mfaSetup: { response: envelope(mfaSetupSchema) },
  mfaEnable: { body: mfaEnableSchema, response: envelope(recoveryCodesSchema) },
  mfaDisable: { body: mfaDisableSchema, response: messageSchema },
  mfaRecoveryCodes: { body: mfaNewCodesSchema, response: envelope(recoveryCodesSchema) },
  mfaEnrolSetup: { body: mfaEnrolSetupSchema, response: envelope(mfaSetupSchema) },
  mfaEnrolEnable: { body: mfaEnrolEnableSchema, response: envelope(mfaEnrolledSchema) },
  me: { response: envelope(profileSchema) },
  logout: { response: messageSchema },
  locale: { body: localeChangeSchema, response: envelope(localeChangedSchema) },
  logoutEverywhere: { response: messageSchema },
  delete: { body: deleteAccountSchema, response: messageSchema },
  changePassword: { body: changePasswordSchema, response: envelope(loginResponseSchema) },
  requestOtp: { body: requestOtpSchema, response: messageSchema },
  resetPassword: { body: resetPasswordSchema, response: messageSchema },
  list: { query: userListQuerySchema, response: listEnvelope(userRowSchema) },
  status: { params: idParam, body: userStatusChangeSchema, response: envelope(userRowSchema) },
  role: { params: idParam, body: userRoleChangeSchema, response: envelope(userRowSchema) },
  resetLink: { params: idParam, response: messageSchema },
  mfaReset: { params: idParam, response: messageSchema },
  setPassword: { query: setPasswordTokenQuerySchema, response: envelope(setPasswordInfoSchema) },
  createSetPassword: { body: setPasswordSchema, response: messageSchema },
  candidateLogin: { body: loginRequestSchema, response: envelope(signInResponseSchema) },
  employerLogin: { body: loginRequestSchema, response: envelope(signInResponseSchema) },
  consultancyLogin: { body: loginRequestSchema, response: envelope(signInResponseSchema) },
  adminLogin: { body: loginRequestSchema, response: envelope(signInResponseSchema) },
} satisfies Record<string, EndpointSchemas>;
