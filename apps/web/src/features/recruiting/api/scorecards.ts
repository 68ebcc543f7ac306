import { scorecardsEndpoints } from '@portal/contract/endpoints/scorecards';
import type { ScorecardInput } from '@portal/contract/scorecards';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

export async function getScorecards(applicationId: number) {
  return (await call(scorecardsEndpoints.forApplication, { params: { id: applicationId } })).data.data;
}

/** An application's scorecards as the signed-in team member may see them (the server hides others' until they submit). */
export function useScorecards(applicationId: number) {
  return useQuery({
    queryKey: queryKeys.scorecards.application(applicationId),
    queryFn: () => getScorecards(applicationId),
  });
}

/** Submits or changes the caller's card; the answer (now showing everyone's) goes straight into the cache. */
export function useSubmitScorecard(applicationId: number) {
  return useApiMutation({
    mutationFn: async (input: ScorecardInput) =>
      (await call(scorecardsEndpoints.submitMine, { params: { id: applicationId }, body: input })).data,
    toastError: false,
    refresh: [queryKeys.scorecards.all()],
  });
}

/** Replaces the job's criteria; every open scorecard of the job reads them again. */
export function useSaveCriteria(jobId: number) {
  return useApiMutation({
    mutationFn: async (criteria: { id?: number; name: string }[]) =>
      (await call(scorecardsEndpoints.updateCriteria, { params: { id: jobId }, body: { criteria } })).data,
    toastError: false,
    refresh: [queryKeys.scorecards.all()],
  });
}
