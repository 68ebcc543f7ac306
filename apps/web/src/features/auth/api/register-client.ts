import type { ClientRegister } from '@portal/contract/auth';
import { employersEndpoints } from '@portal/contract/endpoints/employers';
import type { MessageBody } from '@portal/contract/envelope';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';

/** 202 whether or not the address is known; a new organisation waits for staff activation. */
export async function registerClient(body: ClientRegister): Promise<MessageBody> {
  const res = await call(employersEndpoints.register, { body }, { variant: 'public' });
  return res.data;
}

export function useRegisterClient() {
  return useMutation({ mutationFn: registerClient });
}
