import { emailTemplatesEndpoints } from '@portal/contract/endpoints/email-templates';
import type { ListEnvelope } from '@portal/contract/envelope';
import type {
  EmailTemplate,
  EmailTemplateListQuery,
  EmailTemplateTags,
} from '@portal/contract/recruiter-email';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

export type EmailTemplateList = ListEnvelope<EmailTemplate>;

export async function listEmailTemplates(
  params: Partial<EmailTemplateListQuery>,
): Promise<EmailTemplateList> {
  const query = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));
  const res = await call(emailTemplatesEndpoints.list, { query });
  return res.data;
}

export function useEmailTemplateList(params: Partial<EmailTemplateListQuery>) {
  return useQuery({
    queryKey: queryKeys.emailTemplates.list(params),
    queryFn: () => listEmailTemplates(params),
    placeholderData: keepPreviousData,
  });
}

export async function getEmailTemplate(id: string): Promise<EmailTemplate> {
  const res = await call(emailTemplatesEndpoints.byId, { params: { id } });
  return res.data.data;
}

export const emailTemplateQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.emailTemplates.detail(id), queryFn: () => getEmailTemplate(id) });

export function useEmailTemplate(id: string) {
  return useQuery(emailTemplateQueryOptions(id));
}

export async function getEmailTemplateTags(id: string): Promise<EmailTemplateTags> {
  const res = await call(emailTemplatesEndpoints.tags, { params: { id } });
  return res.data.data;
}

export function useEmailTemplateTags(id: string) {
  return useQuery({
    queryKey: queryKeys.emailTemplates.tags(id, {}),
    queryFn: () => getEmailTemplateTags(id),
  });
}
