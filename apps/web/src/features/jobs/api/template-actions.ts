import { jobTemplatesEndpoints } from '@portal/contract/endpoints/job-templates';
import type { Envelope, MessageBody } from '@portal/contract/envelope';
import type { JobManage } from '@portal/contract/jobs';
import { paths } from '@/config/paths';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

export async function deleteTemplate(id: number | string): Promise<MessageBody> {
  const res = await call(jobTemplatesEndpoints.remove, { params: { id } });
  return res.data;
}

export function useDeleteTemplate() {
  return useApiMutation({ mutationFn: deleteTemplate, refresh: [queryKeys.jobTemplates.all()] });
}

export async function createJobFromTemplate(id: number | string): Promise<Envelope<JobManage>> {
  const res = await call(jobTemplatesEndpoints.createJob, { params: { id } });
  return res.data;
}

/** A new draft job from the template, then straight to its edit form to finish and publish. */
export function useCreateJobFromTemplate() {
  return useApiMutation({
    mutationFn: createJobFromTemplate,
    refresh: [queryKeys.manageJobs.all()],
    redirect: (res) => paths.management.jobsEdit.href({ id: res.data.id }),
  });
}
