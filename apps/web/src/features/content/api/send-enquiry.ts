import { settingsEndpoints } from '@portal/contract/endpoints/settings';
import type { EnquiryCreate } from '@portal/contract/enquiries';
import type { MessageBody } from '@portal/contract/envelope';
import { call } from '@/lib/call';
import { useApiMutation } from '@/lib/use-api-mutation';

export async function sendEnquiry(body: EnquiryCreate): Promise<MessageBody> {
  return (await call(settingsEndpoints.createEnquiry, { body }, { variant: 'public' })).data;
}

/** The form shows field errors under its inputs and its own thanks, so no toasts. */
export function useSendEnquiry() {
  return useApiMutation({ mutationFn: sendEnquiry, toastSuccess: false, toastError: false });
}
