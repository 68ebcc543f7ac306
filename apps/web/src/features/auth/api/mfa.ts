import type { LoginResponse } from '@portal/contract/auth';
import type { Envelope, MessageBody } from '@portal/contract/envelope';
import type {
  MfaDisableRequest,
  MfaEnrolled,
  MfaSetup,
  MfaStatus,
  MfaVerifyRequest,
  RecoveryCodes,
} from '@portal/contract/mfa';
import { API } from '@portal/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { api, publicApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function useMfaStatus() {
  return useQuery({
    queryKey: queryKeys.session.mfa(),
    queryFn: async () => (await api.get<Envelope<MfaStatus>>(API.user.mfa)).data.data,
  });
}

export async function startMfaSetup(): Promise<MfaSetup> {
  return (await api.post<Envelope<MfaSetup>>(API.user.mfaSetup)).data.data;
}

export async function enableMfa(code: string): Promise<Envelope<RecoveryCodes>> {
  return (await api.post<Envelope<RecoveryCodes>>(API.user.mfaEnable, { code })).data;
}

export async function disableMfa(body: MfaDisableRequest): Promise<MessageBody> {
  return (await api.post<MessageBody>(API.user.mfaDisable, body)).data;
}

export async function newRecoveryCodes(password: string): Promise<Envelope<RecoveryCodes>> {
  return (await api.post<Envelope<RecoveryCodes>>(API.user.mfaRecoveryCodes, { password })).data;
}

/** The second step of a sign-in; no session yet, so the public client. */
export async function verifyMfa(body: MfaVerifyRequest): Promise<LoginResponse> {
  return (await publicApi.post<Envelope<LoginResponse>>(API.user.mfaVerify, body)).data.data;
}

export async function startEnrolment(mfaToken: string): Promise<MfaSetup> {
  return (await publicApi.post<Envelope<MfaSetup>>(API.user.mfaEnrolSetup, { mfa_token: mfaToken })).data
    .data;
}

export async function finishEnrolment(mfaToken: string, code: string): Promise<MfaEnrolled> {
  const res = await publicApi.post<Envelope<MfaEnrolled>>(API.user.mfaEnrolEnable, {
    mfa_token: mfaToken,
    code,
  });
  return res.data.data;
}
