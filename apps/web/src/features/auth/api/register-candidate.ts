import type { CandidateRegister, LoginResponse } from '@portal/contract/auth';
import { candidateEndpoints } from '@portal/contract/endpoints/candidate';
import type { Envelope, MessageBody } from '@portal/contract/envelope';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';

/** 202 whether or not the address is known: what comes next arrives by mail. */
export async function registerCandidate(body: CandidateRegister): Promise<MessageBody> {
  const res = await call(candidateEndpoints.register, { body }, { variant: 'public' });
  return res.data;
}

export function useRegisterCandidate() {
  return useMutation({ mutationFn: registerCandidate });
}

/** The mailed link's token makes the account and signs the candidate in. */
export async function confirmEmail(token: string): Promise<Envelope<LoginResponse>> {
  const res = await call(candidateEndpoints.confirmEmail, { body: { token } }, { variant: 'public' });
  return res.data;
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
