import { API } from '@portal/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { publicApi } from '@/lib/api-client';

/** No sign-in: the token is the proof. */
export async function unsubscribe(
  token: string,
): Promise<{ data: { name: string | null }; message?: string }> {
  return (await publicApi.post(API.jobs.alertUnsubscribe, { token })).data;
}

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
