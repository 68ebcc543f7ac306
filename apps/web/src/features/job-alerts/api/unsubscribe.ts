import type { AlertUnsubscribeResult } from '@portal/contract/alerts';
import { jobsEndpoints } from '@portal/contract/endpoints/jobs';
import type { Envelope } from '@portal/contract/envelope';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';

/** No sign-in: the token is the proof. */
export async function unsubscribe(token: string): Promise<Envelope<AlertUnsubscribeResult>> {
  return (await call(jobsEndpoints.alertUnsubscribe, { body: { token } }, { variant: 'public' })).data;
}

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
