import type { CandidateMatch } from '@portal/contract/candidate-create';
import type { Envelope } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import { api, multipartApi, toFormData } from '@/lib/api-client';
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
  const res = await api.get<Envelope<CandidateMatch[]>>(API.candidateCreate.match, { params: q });
  return res.data.data;
}

export function useCreateCandidate() {
  return useApiMutation({
    mutationFn: async (body: NewCandidate) =>
      (
        await multipartApi.post<
          Envelope<{ id: number; first_name: string; last_name: string; email: string }>
        >(API.candidateCreate.create, toFormData(body))
      ).data,
    // The page shows the outcome itself (and field errors under their inputs).
    toastError: false,
    toastSuccess: false,
  });
}
