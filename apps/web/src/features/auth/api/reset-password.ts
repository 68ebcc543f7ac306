import type { ResetPasswordRequest } from '@portal/contract/auth';
import type { MessageBody } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { publicApi } from '@/lib/api-client';

export async function resetPassword(body: ResetPasswordRequest): Promise<MessageBody> {
  const res = await publicApi.post<MessageBody>(API.user.resetPassword, body);
  return res.data;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
