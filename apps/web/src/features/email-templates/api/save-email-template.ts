import type { Envelope, MessageBody } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import type { EmailTemplate, EmailTemplateInput } from '@portal/contract/recruiter-email';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

export async function saveEmailTemplate(
  id: string | undefined,
  body: EmailTemplateInput,
): Promise<Envelope<EmailTemplate>> {
  const res = id
    ? await api.patch<Envelope<EmailTemplate>>(API.emailTemplates.byId(id), body)
    : await api.post<Envelope<EmailTemplate>>(API.emailTemplates.list, body);
  return res.data;
}

/** Create (POST) or update (PATCH); the form toasts and puts errors under its fields. */
export function useSaveEmailTemplate(id: string | undefined) {
  return useApiMutation({
    mutationFn: (body: EmailTemplateInput) => saveEmailTemplate(id, body),
    toastSuccess: false,
    toastError: false,
    refresh: [queryKeys.emailTemplates.all()],
  });
}

export async function deleteEmailTemplate(id: number | string): Promise<MessageBody> {
  const res = await api.delete<MessageBody>(API.emailTemplates.byId(id));
  return res.data;
}

export function useDeleteEmailTemplate() {
  return useApiMutation({ mutationFn: deleteEmailTemplate, refresh: [queryKeys.emailTemplates.all()] });
}

export async function duplicateEmailTemplate(id: number | string): Promise<Envelope<EmailTemplate>> {
  const res = await api.post<Envelope<EmailTemplate>>(API.emailTemplates.duplicate(id), {});
  return res.data;
}

/** The copy opens in the editor, ready to be renamed. */
export function useDuplicateEmailTemplate() {
  return useApiMutation({
    mutationFn: duplicateEmailTemplate,
    refresh: [queryKeys.emailTemplates.all()],
    redirect: (res) => paths.management.emailTemplateEdit.href({ id: res.data.id }),
  });
}
