import { jobsEndpoints } from '@portal/contract/endpoints/jobs';
import type { MessageBody } from '@portal/contract/envelope';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

export async function deleteJob(id: number | string): Promise<MessageBody> {
  const res = await call(jobsEndpoints.remove, { params: { id } });
  return res.data;
}

/** Drafts only (never public, so public pages keep their cache); the server answers 409 for anything else. */
export function useDeleteJob() {
  return useApiMutation({ mutationFn: deleteJob, refresh: [queryKeys.manageJobs.all()] });
}
