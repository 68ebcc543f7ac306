import type { Envelope } from '@portal/contract/envelope';
import type { JobTemplate, jobTemplateInputSchema } from '@portal/contract/jobs';
import { API } from '@portal/contract/paths';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

export type TemplateInput = z.output<typeof jobTemplateInputSchema>;

export async function saveTemplate(
  id: string | undefined,
  body: TemplateInput,
): Promise<Envelope<JobTemplate>> {
  const res = id
    ? await api.patch<Envelope<JobTemplate>>(API.jobTemplates.byId(id), body)
    : await api.post<Envelope<JobTemplate>>(API.jobTemplates.list, body);
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
