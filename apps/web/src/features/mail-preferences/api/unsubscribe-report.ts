import { reportsEndpoints } from '@portal/contract/endpoints/reports';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';

/** No sign-in: the weekly report mail's signed token is the proof. */
export async function unsubscribeReport(token: string) {
  return (await call(reportsEndpoints.unsubscribe, { body: { token } }, { variant: 'public' })).data;
}

export const useUnsubscribeReport = () => useMutation({ mutationFn: unsubscribeReport });
