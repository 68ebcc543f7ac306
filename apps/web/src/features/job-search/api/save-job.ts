import type { SavedJob } from '@portal/contract/applications';
import { jobsEndpoints } from '@portal/contract/endpoints/jobs';
import type { Envelope, MessageBody } from '@portal/contract/envelope';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

export async function saveJob(jobId: number): Promise<Envelope<SavedJob>> {
  return (await call(jobsEndpoints.createSaveJob, { body: { job_id: jobId } })).data;
}

export async function unsaveJob(jobId: number): Promise<MessageBody> {
  return (await call(jobsEndpoints.savedJob, { params: { jobId } })).data;
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
