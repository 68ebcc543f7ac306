import { userEndpoints } from '@portal/contract/endpoints/user';
import type { MessageBody } from '@portal/contract/envelope';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';

export async function requestOtp(email: string): Promise<MessageBody> {
  const res = await call(userEndpoints.requestOtp, { body: { email } }, { variant: 'public' });
  return res.data;
}

export function useRequestOtp() {
  return useMutation({ mutationFn: requestOtp });
}
