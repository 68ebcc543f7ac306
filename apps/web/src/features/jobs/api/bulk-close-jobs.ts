import { jobsEndpoints } from '@portal/contract/endpoints/jobs';
import type { Envelope } from '@portal/contract/envelope';
import type { JobBulkCloseResult } from '@portal/contract/jobs';
import { call } from '@/lib/call';
import { useApiMutation } from '@/lib/use-api-mutation';
import { JOB_CHANGES } from './job-changes';

export async function bulkCloseJobs(ids: number[]): Promise<Envelope<JobBulkCloseResult>> {
  const res = await call(jobsEndpoints.bulkClose, { body: { ids } });
  return res.data;
}

export function useBulkCloseJobs() {
  return useApiMutation({ mutationFn: bulkCloseJobs, refresh: JOB_CHANGES });
}
