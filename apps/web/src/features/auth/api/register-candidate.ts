import type { CandidateRegister, LoginResponse } from '@portal/contract/auth';
import { API } from '@portal/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { publicApi } from '@/lib/api-client';

/** 201 with a token: the candidate is signed in at once. */
export async function registerCandidate(
  body: CandidateRegister,
): Promise<{ data: LoginResponse; message?: string }> {
  const res = await publicApi.post<{ data: LoginResponse; message?: string }>(API.candidate.register, body);
  return res.data;
}

export function useRegisterCandidate() {
  return useMutation({ mutationFn: registerCandidate });
}
