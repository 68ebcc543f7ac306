import type { CandidateRegister, LoginResponse } from '@portal/contract/auth';
import type { Envelope } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { publicApi } from '@/lib/api-client';

/** 201 with a token: the candidate is signed in at once. */
export async function registerCandidate(body: CandidateRegister): Promise<Envelope<LoginResponse>> {
  const res = await publicApi.post<Envelope<LoginResponse>>(API.candidate.register, body);
  return res.data;
}

export function useRegisterCandidate() {
  return useMutation({ mutationFn: registerCandidate });
}
