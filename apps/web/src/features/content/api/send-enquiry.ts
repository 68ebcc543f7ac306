import type { EnquiryCreate } from '@portal/contract/enquiries';
import type { MessageBody } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import { publicApi } from '@/lib/api-client';
import { useApiMutation } from '@/lib/use-api-mutation';

export async function sendEnquiry(body: EnquiryCreate): Promise<MessageBody> {
  return (await publicApi.post<MessageBody>(API.settings.enquiry, body)).data;
}

/** The form shows field errors under its inputs and its own thanks, so no toasts. */
export function useSendEnquiry() {
  return useApiMutation({ mutationFn: sendEnquiry, toastSuccess: false, toastError: false });
}
