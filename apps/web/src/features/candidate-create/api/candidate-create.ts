import type { CandidateMatch } from '@portal/contract/candidate-create';
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
  file?: File | null;
};

/** Existing candidates with this e-mail or phone: offered instead of a duplicate. */
export async function findCandidateMatches(q: { email: string; phone: string }): Promise<CandidateMatch[]> {
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
