import { settingsEndpoints } from '@portal/contract/endpoints/settings';
import type { EnquiryListQuery, EnquiryStatus } from '@portal/contract/enquiries';
import { API } from '@portal/contract/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { downloadAttachment } from '@/lib/download';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

const clean = (params: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));

export function useEnquiries(params: EnquiryListQuery) {
  return useQuery({
    queryKey: queryKeys.enquiries.list(params),
    queryFn: async () => (await call(settingsEndpoints.enquiry, { query: clean(params) })).data,
    placeholderData: keepPreviousData,
  });
}

export function useEnquiry(id: string) {
  return useQuery({
    queryKey: queryKeys.enquiries.detail(id),
    queryFn: async () => (await call(settingsEndpoints.enquiryById, { params: { id } })).data.data,
  });
}

export function useAssignees() {
  return useQuery({
    queryKey: queryKeys.enquiries.assignees(),
    queryFn: async () => (await call(settingsEndpoints.enquiryAssignees)).data.data,
  });
}

export function useUpdateEnquiry(id: string) {
  return useApiMutation({
    refresh: [queryKeys.enquiries.all()],
    mutationFn: async (body: { status?: EnquiryStatus; assignee_id?: number | null }) =>
      (await call(settingsEndpoints.updateEnquiryById, { params: { id }, body })).data,
  });
}

export function useAddNote(id: string) {
  return useApiMutation({
    refresh: [queryKeys.enquiries.all()],
    toastError: false,
    mutationFn: async (body: { body: string }) =>
      (await call(settingsEndpoints.enquiryNotes, { params: { id }, body })).data,
  });
}

/** The CSV of what the filters find, saved through the browser. */
export function downloadEnquiriesCsv(params: Omit<EnquiryListQuery, 'page' | 'page_size'>) {
  const query = new URLSearchParams(clean(params) as Record<string, string>).toString();
  return downloadAttachment(`${API.settings.enquiryExport}${query ? `?${query}` : ''}`, 'enquiries.csv');
}
