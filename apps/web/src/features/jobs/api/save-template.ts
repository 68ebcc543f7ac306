import { jobTemplatesEndpoints } from '@portal/contract/endpoints/job-templates';
import type { Envelope } from '@portal/contract/envelope';
import type { JobTemplate, jobTemplateInputSchema } from '@portal/contract/jobs';
import type { z } from 'zod';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

export type TemplateInput = z.output<typeof jobTemplateInputSchema>;

export async function saveTemplate(
  id: string | undefined,
  body: TemplateInput,
): Promise<Envelope<JobTemplate>> {
  const res = id
    ? await call(jobTemplatesEndpoints.update, { params: { id }, body })
    : await call(jobTemplatesEndpoints.create, { body });
  return res.data;
}

/** Create (POST) or update (PATCH); the form toasts and shows errors under its fields. */
export function useSaveTemplate(id: string | undefined) {
  return useApiMutation({
    mutationFn: (body: TemplateInput) => saveTemplate(id, body),
    toastSuccess: false,
    toastError: false,
    refresh: [queryKeys.jobTemplates.all()],
  });
}
