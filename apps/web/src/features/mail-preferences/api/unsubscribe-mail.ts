import { candidateEndpoints } from '@portal/contract/endpoints/candidate';
import type { MailCategory } from '@portal/contract/mail-preferences';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';

/** No sign-in: the mail's signed token is the proof. */
export async function unsubscribeMail(input: { token: string; category: MailCategory }) {
  return (await call(candidateEndpoints.mailUnsubscribe, { body: input }, { variant: 'public' })).data;
}

export const useUnsubscribeMail = () => useMutation({ mutationFn: unsubscribeMail });
