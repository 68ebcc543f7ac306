import { jobTemplatesEndpoints } from '@portal/contract/endpoints/job-templates';
import type { ListEnvelope } from '@portal/contract/envelope';
import type { JobTemplate, JobTemplateListQuery } from '@portal/contract/jobs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

export type TemplateList = ListEnvelope<JobTemplate>;

export async function listTemplates(params: JobTemplateListQuery): Promise<TemplateList> {
  const query = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));
  const res = await call(jobTemplatesEndpoints.list, { query });
  return res.data;
}

export const templateListQueryOptions = (params: JobTemplateListQuery) =>
  queryOptions({ queryKey: queryKeys.jobTemplates.list(params), queryFn: () => listTemplates(params) });

export function useTemplateList(params: JobTemplateListQuery) {
  return useQuery({ ...templateListQueryOptions(params), placeholderData: keepPreviousData });
}

export async function getTemplate(id: string): Promise<JobTemplate> {
  const res = await call(jobTemplatesEndpoints.byId, { params: { id } });
  return res.data.data;
}

export const templateQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.jobTemplates.detail(id),
    queryFn: () => getTemplate(id),
  });

export function useTemplate(id: string) {
  return useQuery(templateQueryOptions(id));
}
