import type { LoginResponse } from '@portal/contract/auth';
import { userEndpoints } from '@portal/contract/endpoints/user';
import type { Envelope, MessageBody } from '@portal/contract/envelope';
import type {
  MfaDisableRequest,
  MfaEnrolled,
  MfaSetup,
  MfaVerifyRequest,
  RecoveryCodes,
} from '@portal/contract/mfa';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

export function useMfaStatus() {
  return useQuery({
    queryKey: queryKeys.session.mfa(),
    queryFn: async () => (await call(userEndpoints.mfa)).data.data,
  });
}

export async function startMfaSetup(): Promise<MfaSetup> {
  return (await call(userEndpoints.mfaSetup)).data.data;
}

export async function enableMfa(code: string): Promise<Envelope<RecoveryCodes>> {
  return (await call(userEndpoints.mfaEnable, { body: { code } })).data;
}

export async function disableMfa(body: MfaDisableRequest): Promise<MessageBody> {
  return (await call(userEndpoints.mfaDisable, { body })).data;
}

export async function newRecoveryCodes(password: string): Promise<Envelope<RecoveryCodes>> {
  return (await call(userEndpoints.mfaRecoveryCodes, { body: { password } })).data;
}

/** The second step of a sign-in; no session yet, so the public client. */
export async function verifyMfa(body: MfaVerifyRequest): Promise<LoginResponse> {
  return (await call(userEndpoints.mfaVerify, { body }, { variant: 'public' })).data.data;
}

export async function startEnrolment(mfaToken: string): Promise<MfaSetup> {
  return (await call(userEndpoints.mfaEnrolSetup, { body: { mfa_token: mfaToken } }, { variant: 'public' }))
    .data.data;
}

export async function finishEnrolment(mfaToken: string, code: string): Promise<MfaEnrolled> {
  const res = await call(
    userEndpoints.mfaEnrolEnable,
    {
      body: {
        mfa_token: mfaToken,
        code,
      },
    },
    { variant: 'public' },
  );
  return res.data.data;
}
