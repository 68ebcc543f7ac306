import type { EndpointQuery } from '@portal/contract/endpoints/endpoint';
import { fillPath } from '@portal/contract/endpoints/endpoint';
import { reportsEndpoints } from '@portal/contract/endpoints/reports';
import type { ReportId } from '@portal/contract/reports';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { downloadAttachment } from '@/lib/download';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

const e = reportsEndpoints;
/** The filters every report takes (period, job, team member, organisation for master_admin). */
export type ReportFilters = NonNullable<EndpointQuery<typeof e.show>>;
export type ExportFormat = 'csv' | 'xlsx';

/** Only the filters that are set: an empty one would be sent as `?job_id=` and refused. */
export function setFilters(filters: ReportFilters): ReportFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as ReportFilters;
}

/** The reports the caller may open and what the filters offer (jobs, members, organisations). */
export function useReportCatalogue(clientId: number | undefined) {
  return useQuery({
    queryKey: queryKeys.reports.catalogue(clientId),
    queryFn: async () =>
      (await call(e.catalogue, { query: clientId ? { client_id: clientId } : {} })).data.data,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useReport(id: ReportId | undefined, filters: ReportFilters) {
  const query = setFilters(filters);
  return useQuery({
    queryKey: queryKeys.reports.report(id ?? '', query),
    queryFn: async () => (await call(e.show, { params: { id: id as ReportId }, query })).data.data,
    enabled: id !== undefined,
    // A new period keeps the last figures on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The report as a file, fetched with the session's token (a plain link cannot send it). */
export function downloadReport(id: ReportId, filters: ReportFilters, format: ExportFormat) {
  return downloadAttachment(fillPath(e.export.path, { id }), `${id}.${format}`, {
    ...setFilters(filters),
    format,
  });
}

export function useReportSubscription() {
  return useQuery({
    queryKey: queryKeys.reports.subscription(),
    queryFn: async () => (await call(e.subscription)).data.data,
  });
}

/** Saves the weekly mail opt-in; the server's message is the toast ("You will receive the weekly report."). */
export function useUpdateReportSubscription() {
  const client = useQueryClient();
  return useApiMutation({
    mutationFn: async (weekly: boolean) => (await call(e.updateSubscription, { body: { weekly } })).data,
    onSuccess: (body) => client.setQueryData(queryKeys.reports.subscription(), body.data),
  });
}
