import type { ClientRegister } from '@portal/contract/auth';
import type { MessageBody } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { publicApi } from '@/lib/api-client';

/** 202 whether or not the address is known; a new organisation waits for staff activation. */
export async function registerClient(body: ClientRegister): Promise<MessageBody> {
  const res = await publicApi.post<MessageBody>(API.employers.register, body);
  return res.data;
}

export function useRegisterClient() {
  return useMutation({ mutationFn: registerClient });
}
