import type { MessageBody } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { publicApi } from '@/lib/api-client';

export async function requestOtp(email: string): Promise<MessageBody> {
  const res = await publicApi.post<MessageBody>(API.user.requestOtp, { email });
  return res.data;
}

export function useRequestOtp() {
  return useMutation({ mutationFn: requestOtp });
}
