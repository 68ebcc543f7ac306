import { API } from '@portal/contract/paths';
import { api } from '@/lib/api-client';
import { useApiMutation } from '@/lib/use-api-mutation';
import { JOB_CHANGES } from './job-changes';

type Result = { data: { closed: number }; message?: string };

export async function bulkCloseJobs(ids: number[]): Promise<Result> {
  const res = await api.post<Result>(API.jobs.bulkClose, { ids });
  return res.data;
}

export function useBulkCloseJobs() {
  return useApiMutation({ mutationFn: bulkCloseJobs, refresh: JOB_CHANGES });
}
