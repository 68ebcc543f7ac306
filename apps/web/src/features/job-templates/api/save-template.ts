import type { JobTemplate, jobTemplateInputSchema } from '@portal/contract/jobs';
import { API } from '@portal/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { TEMPLATES_KEY } from './templates';

export type TemplateInput = z.output<typeof jobTemplateInputSchema>;
type Saved = { data: JobTemplate; message?: string };

export async function saveTemplate(id: string | undefined, body: TemplateInput): Promise<Saved> {
  const res = id
    ? await api.patch<Saved>(API.jobTemplates.byId(id), body)
    : await api.post<Saved>(API.jobTemplates.list, body);
  return res.data;
}

/** Create (POST) or update (PATCH); the form shows errors under its fields. */
export function useSaveTemplate(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TemplateInput) => saveTemplate(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY }),
  });
}
