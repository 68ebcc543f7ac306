import type { Envelope } from '@portal/contract/envelope';
import type { JobBulkCloseResult } from '@portal/contract/jobs';
import { API } from '@portal/contract/paths';
import { api } from '@/lib/api-client';
import { useApiMutation } from '@/lib/use-api-mutation';
import { JOB_CHANGES } from './job-changes';

export async function bulkCloseJobs(ids: number[]): Promise<Envelope<JobBulkCloseResult>> {
  const res = await api.post<Envelope<JobBulkCloseResult>>(API.jobs.bulkClose, { ids });
  return res.data;
}

export function useBulkCloseJobs() {
  return useApiMutation({ mutationFn: bulkCloseJobs, refresh: JOB_CHANGES });
}
