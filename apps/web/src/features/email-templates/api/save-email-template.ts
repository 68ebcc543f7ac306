import { emailTemplatesEndpoints } from '@portal/contract/endpoints/email-templates';
import type { Envelope, MessageBody } from '@portal/contract/envelope';
import type { EmailTemplate, EmailTemplateInput } from '@portal/contract/recruiter-email';
import { paths } from '@/config/paths';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

export async function saveEmailTemplate(
  id: string | undefined,
  body: EmailTemplateInput,
): Promise<Envelope<EmailTemplate>> {
  const res = id
    ? await call(emailTemplatesEndpoints.update, { params: { id }, body })
    : await call(emailTemplatesEndpoints.create, { body });
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
  const res = await call(emailTemplatesEndpoints.remove, { params: { id } });
  return res.data;
}

export function useDeleteEmailTemplate() {
  return useApiMutation({ mutationFn: deleteEmailTemplate, refresh: [queryKeys.emailTemplates.all()] });
}

export async function duplicateEmailTemplate(id: number | string): Promise<Envelope<EmailTemplate>> {
  const res = await call(emailTemplatesEndpoints.duplicate, { params: { id } });
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
