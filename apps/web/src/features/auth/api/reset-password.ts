import type { ResetPasswordRequest } from '@portal/contract/auth';
import { API } from '@portal/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { publicApi } from '@/lib/api-client';

export async function resetPassword(body: ResetPasswordRequest): Promise<{ message?: string }> {
  const res = await publicApi.post<{ message?: string }>(API.user.resetPassword, body);
  return res.data;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
