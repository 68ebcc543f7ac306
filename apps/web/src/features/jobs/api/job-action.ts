import { jobsEndpoints } from '@portal/contract/endpoints/jobs';
import { call } from '@/lib/call';
import { useApiMutation } from '@/lib/use-api-mutation';
import { JOB_CHANGES } from './job-changes';

/** The status moves the API names in its path. */
export type JobAction = 'publish' | 'close' | 'duplicate';

export async function runJobAction(id: number | string, action: JobAction) {
  const res = await call(jobsEndpoints[action], { params: { id } });
  return res.data;
}

/** Publish, close or duplicate; lists, details and public search are refreshed afterwards. */
export function useJobAction() {
  return useApiMutation({
    mutationFn: ({ id, action }: { id: number | string; action: JobAction }) => runJobAction(id, action),
    refresh: JOB_CHANGES,
  });
}
