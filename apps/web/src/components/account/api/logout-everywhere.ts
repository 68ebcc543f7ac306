import { API } from '@portal/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function logoutEverywhere(): Promise<{ message: string }> {
  const res = await api.post<{ message: string }>(API.user.logoutEverywhere);
  return res.data;
}

export function useLogoutEverywhere() {
  return useMutation({ mutationFn: logoutEverywhere });
}
