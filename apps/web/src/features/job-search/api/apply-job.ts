import type { ApplyInput, MyApplication } from '@portal/contract/applications';
import { jobsEndpoints } from '@portal/contract/endpoints/jobs';
import type { Envelope } from '@portal/contract/envelope';
import { useQueryClient } from '@tanstack/react-query';
import { errorStatus } from '@/lib/api-client';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

export async function applyJob(input: ApplyInput): Promise<Envelope<MyApplication>> {
  const res = await call(jobsEndpoints.createApply, { body: input });
  return res.data;
}

const APPLY_CHANGES = [queryKeys.applications.all(), queryKeys.savedJobs.all()];

/**
 * Applies; afterwards every "did I apply?" answer and list is refreshed. A 409 means an earlier
 * application exists (another tab, a double click): its message is shown and the refresh turns
 * the button into "Applied" as well.
 */
export function useApplyJob() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: applyJob,
    refresh: APPLY_CHANGES,
    onError: async (error) => {
      if (errorStatus(error) !== 409) return;
      await Promise.all(APPLY_CHANGES.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
