import { candidateAddedEndpoints } from '@portal/contract/endpoints/candidate-added';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

/** A candidate the organisation added: the profile and whether it may still complete it (404: not its). */
export const addedCandidateQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.candidate.added(id),
    queryFn: async () => (await call(candidateAddedEndpoints.byId, { params: { id } })).data.data,
    retry: false,
  });

export const useAddedCandidate = (id: number, enabled: boolean) =>
  useQuery({ ...addedCandidateQuery(id), enabled });
