import type { SavedJob } from '@portal/contract/applications';
import type { Envelope, MessageBody } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

export async function saveJob(jobId: number): Promise<Envelope<SavedJob>> {
  return (await api.post<Envelope<SavedJob>>(API.jobs.saveJob, { job_id: jobId })).data;
}

export async function unsaveJob(jobId: number): Promise<MessageBody> {
  return (await api.delete<MessageBody>(API.jobs.savedJob(jobId))).data;
}

/** Save or unsave (`save: false`); both are idempotent on the server, so a double click is harmless. */
export function useToggleSavedJob() {
  return useApiMutation({
    mutationFn: ({
      jobId,
      save,
    }: {
      jobId: number;
      save: boolean;
    }): Promise<Envelope<SavedJob> | MessageBody> => (save ? saveJob(jobId) : unsaveJob(jobId)),
    refresh: [queryKeys.savedJobs.all()],
    refreshOn: 'settled',
  });
}
