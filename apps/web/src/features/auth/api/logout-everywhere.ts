import type { MessageBody } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import { api } from '@/lib/api-client';

export async function logoutEverywhere(): Promise<MessageBody> {
  const res = await api.post<MessageBody>(API.user.logoutEverywhere);
  return res.data;
}
