import { userEndpoints } from '@portal/contract/endpoints/user';
import type { MessageBody } from '@portal/contract/envelope';
import { call } from '@/lib/call';

export async function logoutEverywhere(): Promise<MessageBody> {
  const res = await call(userEndpoints.logoutEverywhere);
  return res.data;
}
