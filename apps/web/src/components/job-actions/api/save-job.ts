import { API } from '@portal/contract/paths';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

type Result = { message?: string };

export async function saveJob(jobId: number): Promise<Result> {
  return (await api.post<Result>(API.jobs.saveJob, { job_id: jobId })).data;
}

export async function unsaveJob(jobId: number): Promise<Result> {
  return (await api.delete<Result>(API.jobs.savedJob(jobId))).data;
}

/** Save or unsave (`save: false`); both are idempotent on the server, so a double click is harmless. */
export function useToggleSavedJob() {
  return useApiMutation({
    mutationFn: ({ jobId, save }: { jobId: number; save: boolean }) =>
      save ? saveJob(jobId) : unsaveJob(jobId),
    refresh: [queryKeys.savedJobs.all()],
    refreshOn: 'settled',
  });
}
