import type { CandidateMergePair } from '@portal/contract/candidate-merge';
import { candidateMergeEndpoints } from '@portal/contract/endpoints/candidate-merge';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

/** Pairs of candidates that look like one person, with why. */
export function useDuplicatePairs() {
  return useQuery({
    queryKey: queryKeys.candidateMerge.duplicates(),
    queryFn: async () => (await call(candidateMergeEndpoints.duplicates)).data.data,
  });
}

/** What merging would move; read when the dialog opens and again for the other choice of survivor. */
export function useMergePreview(pair: CandidateMergePair | null) {
  return useQuery({
    queryKey: queryKeys.candidateMerge.preview(pair?.survivor_id ?? 0, pair?.duplicate_id ?? 0),
    queryFn: async () =>
      (await call(candidateMergeEndpoints.preview, { query: pair as CandidateMergePair })).data.data,
    enabled: pair != null,
    // Counts change as people apply: the dialog always shows a fresh read.
    staleTime: 0,
  });
}

export function useMergeCandidates(onDone: () => void) {
  return useApiMutation({
    mutationFn: async (pair: CandidateMergePair) =>
      (await call(candidateMergeEndpoints.merge, { body: pair })).data,
    refresh: [queryKeys.candidateMerge.all(), queryKeys.cvSearch.all()],
    onSuccess: onDone,
  });
}
