import type { Envelope } from '@portal/contract/envelope';
import type { JobManage } from '@portal/contract/jobs';
import { API } from '@portal/contract/paths';
import { api } from '@/lib/api-client';
import { useApiMutation } from '@/lib/use-api-mutation';
import { JOB_CHANGES } from './job-changes';

/** The status moves the API names in its path. */
export type JobAction = Parameters<typeof API.jobs.action>[1];

export async function runJobAction(id: number | string, action: JobAction): Promise<Envelope<JobManage>> {
  const res = await api.post<Envelope<JobManage>>(API.jobs.action(id, action), {});
  return res.data;
}

/** Publish, close or duplicate; lists, details and public search are refreshed afterwards. */
export function useJobAction() {
  return useApiMutation({
    mutationFn: ({ id, action }: { id: number | string; action: JobAction }) => runJobAction(id, action),
    refresh: JOB_CHANGES,
  });
}
