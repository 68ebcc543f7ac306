import type { CandidateRegister, LoginResponse } from '@portal/contract/auth';
import type { Envelope, MessageBody } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { publicApi } from '@/lib/api-client';

/** 202 whether or not the address is known: what comes next arrives by mail. */
export async function registerCandidate(body: CandidateRegister): Promise<MessageBody> {
  const res = await publicApi.post<MessageBody>(API.candidate.register, body);
  return res.data;
}

export function useRegisterCandidate() {
  return useMutation({ mutationFn: registerCandidate });
}

/** The mailed link's token makes the account and signs the candidate in. */
export async function confirmEmail(token: string): Promise<Envelope<LoginResponse>> {
  const res = await publicApi.post<Envelope<LoginResponse>>(API.candidate.confirmEmail, { token });
  return res.data;
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
