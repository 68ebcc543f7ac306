import type { AlertUnsubscribeResult } from '@portal/contract/alerts';
import type { Envelope } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { publicApi } from '@/lib/api-client';

/** No sign-in: the token is the proof. */
export async function unsubscribe(token: string): Promise<Envelope<AlertUnsubscribeResult>> {
  return (await publicApi.post<Envelope<AlertUnsubscribeResult>>(API.jobs.alertUnsubscribe, { token })).data;
}

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
