import type { ResetPasswordRequest } from '@portal/contract/auth';
import { userEndpoints } from '@portal/contract/endpoints/user';
import type { MessageBody } from '@portal/contract/envelope';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';

export async function resetPassword(body: ResetPasswordRequest): Promise<MessageBody> {
  const res = await call(userEndpoints.resetPassword, { body }, { variant: 'public' });
  return res.data;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
