import type { ChangePasswordInput } from '@portal/contract/account';
import type { LoginResponse } from '@portal/contract/auth';
import type { Envelope } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setToken } from '@/lib/token';

export async function changePassword(body: ChangePasswordInput) {
  const res = await api.post<Envelope<LoginResponse>>(API.user.changePassword, body);
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
