import { API } from '@portal/contract/paths';
import { api } from '@/lib/api-client';

export async function logoutEverywhere(): Promise<{ message: string }> {
  const res = await api.post<{ message: string }>(API.user.logoutEverywhere);
  return res.data;
}
