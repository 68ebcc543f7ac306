import type { Envelope } from '@portal/contract/envelope';
import type { MailCategory, MailUnsubscribeResult } from '@portal/contract/mail-preferences';
import { API } from '@portal/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { publicApi } from '@/lib/api-client';

/** No sign-in: the mail's signed token is the proof. */
export async function unsubscribeMail(input: { token: string; category: MailCategory }) {
  return (await publicApi.post<Envelope<MailUnsubscribeResult>>(API.candidate.mailUnsubscribe, input)).data;
}

export const useUnsubscribeMail = () => useMutation({ mutationFn: unsubscribeMail });
