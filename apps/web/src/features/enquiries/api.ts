import type { EnquiryDetail, EnquiryList, EnquiryListQuery, EnquiryStatus } from '@portal/contract/enquiries';
import type { Envelope } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { downloadAttachment } from '@/lib/download';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

const clean = (params: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));

export function useEnquiries(params: EnquiryListQuery) {
  return useQuery({
    queryKey: queryKeys.enquiries.list(params),
    queryFn: async () => (await api.get<EnquiryList>(API.settings.enquiry, { params: clean(params) })).data,
    placeholderData: keepPreviousData,
  });
}

export function useEnquiry(id: string) {
  return useQuery({
    queryKey: queryKeys.enquiries.detail(id),
    queryFn: async () => (await api.get<Envelope<EnquiryDetail>>(API.settings.enquiryById(id))).data.data,
  });
}

export function useAssignees() {
  return useQuery({
    queryKey: queryKeys.enquiries.assignees(),
    queryFn: async () =>
      (await api.get<Envelope<{ id: number; name: string }[]>>(API.settings.enquiryAssignees)).data.data,
  });
}

export function useUpdateEnquiry(id: string) {
  return useApiMutation({
    refresh: [queryKeys.enquiries.all()],
    mutationFn: async (body: { status?: EnquiryStatus; assignee_id?: number | null }) =>
      (await api.patch<Envelope<EnquiryDetail>>(API.settings.enquiryById(id), body)).data,
  });
}

export function useAddNote(id: string) {
  return useApiMutation({
    refresh: [queryKeys.enquiries.all()],
    toastError: false,
    mutationFn: async (body: { body: string }) =>
      (await api.post<Envelope<EnquiryDetail>>(API.settings.enquiryNotes(id), body)).data,
  });
}

/** The CSV of what the filters find, saved through the browser. */
export function downloadEnquiriesCsv(params: Omit<EnquiryListQuery, 'page' | 'page_size'>) {
  const query = new URLSearchParams(clean(params) as Record<string, string>).toString();
  return downloadAttachment(`${API.settings.enquiryExport}${query ? `?${query}` : ''}`, 'enquiries.csv');
}
