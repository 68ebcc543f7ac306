import { jobsEndpoints } from '@portal/contract/endpoints/jobs';
import type { Envelope } from '@portal/contract/envelope';
import type { JobInput, JobManage } from '@portal/contract/jobs';
import { call } from '@/lib/call';
import { useApiMutation } from '@/lib/use-api-mutation';
import { runJobAction } from './job-action';
import { JOB_CHANGES } from './job-changes';

export async function createJob(body: JobInput): Promise<Envelope<JobManage>> {
  const res = await call(jobsEndpoints.create, { body });
  return res.data;
}

export async function updateJob(id: string, body: JobInput): Promise<Envelope<JobManage>> {
  const res = await call(jobsEndpoints.update, { params: { id }, body });
  return res.data;
}

/**
 * Create (POST) or update (PATCH), then publish an existing draft when asked; the caches are
 * refreshed after both steps. The caller toasts and shows errors, since field errors go under inputs.
 */
export function useSaveJob(id: string | undefined) {
  return useApiMutation({
    mutationFn: async ({
      body,
      publish,
    }: {
      body: JobInput;
      publish: boolean;
    }): Promise<Envelope<JobManage>> => {
      if (!id) return createJob({ ...body, status: publish ? 'published' : 'draft' });
      const saved = await updateJob(id, body);
      return publish ? runJobAction(id, 'publish') : saved;
    },
    toastSuccess: false,
    toastError: false,
    refresh: JOB_CHANGES,
  });
}
