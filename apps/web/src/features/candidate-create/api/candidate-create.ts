import type { CandidateMatch, CandidateMatchQuery } from '@portal/contract/candidate-create';
import { candidateCreateEndpoints } from '@portal/contract/endpoints/candidate-create';
import { toFormData } from '@/lib/api-client';
import { call } from '@/lib/call';
import { useApiMutation } from '@/lib/use-api-mutation';

export type NewCandidate = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  desired_designation_id?: number | null;
  date_of_birth?: string;
  file?: File | null;
};

/** Likely duplicates (same e-mail or phone, or a close name with the same birth date), each with why. */
export async function findCandidateMatches(q: CandidateMatchQuery): Promise<CandidateMatch[]> {
  const res = await call(candidateCreateEndpoints.match, { query: q });
  return res.data.data;
}

export function useCreateCandidate() {
  return useApiMutation({
    mutationFn: async (body: NewCandidate) =>
      (await call(candidateCreateEndpoints.create, { body: toFormData(body) }, { variant: 'multipart' }))
        .data,
    // The page shows the outcome itself (and field errors under their inputs).
    toastError: false,
    toastSuccess: false,
  });
}
