import type { LoginRequest } from '@portal/contract/auth';
import type { Envelope } from '@portal/contract/envelope';
import type { SignInResponse } from '@portal/contract/mfa';
import { API } from '@portal/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { publicApi } from '@/lib/api-client';
import type { AuthKind } from '../kinds';

const LOGIN_PATHS: Record<AuthKind, string> = {
  candidate: API.user.candidateLogin,
  employer: API.user.employerLogin,
  consultancy: API.user.consultancyLogin,
  admin: API.user.adminLogin,
};

/** A session, or the second step that is due (a code, or setting up an authenticator). */
export async function signIn(kind: AuthKind, body: LoginRequest): Promise<SignInResponse> {
  const res = await publicApi.post<Envelope<SignInResponse>>(LOGIN_PATHS[kind], body);
  return res.data.data;
}

export function useSignIn(kind: AuthKind) {
  return useMutation({ mutationFn: (body: LoginRequest) => signIn(kind, body) });
}
