import type { ChangePasswordInput } from '@portal/contract/account';
import { userEndpoints } from '@portal/contract/endpoints/user';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { setToken } from '@/lib/token';

export async function changePassword(body: ChangePasswordInput) {
  const res = await call(userEndpoints.changePassword, { body });
  return res.data;
}

/**
 * The server ends every session on a password change and hands this one a fresh token; storing it
 * at once keeps this tab signed in.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (res) => setToken(res.data.token),
  });
}
