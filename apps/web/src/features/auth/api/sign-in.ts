import type { LoginRequest } from '@portal/contract/auth';
import { userEndpoints } from '@portal/contract/endpoints/user';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';
import type { AuthKind } from '../kinds';

const LOGIN = {
  candidate: userEndpoints.candidateLogin,
  employer: userEndpoints.employerLogin,
  consultancy: userEndpoints.consultancyLogin,
  admin: userEndpoints.adminLogin,
} satisfies Record<AuthKind, unknown>;

/** A session, or the second step that is due (a code, or setting up an authenticator). */
export async function signIn(kind: AuthKind, body: LoginRequest) {
  const res = await call(LOGIN[kind], { body }, { variant: 'public' });
  return res.data.data;
}

export function useSignIn(kind: AuthKind) {
  return useMutation({ mutationFn: (body: LoginRequest) => signIn(kind, body) });
}
