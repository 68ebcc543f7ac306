import type { ClientRegister, ClientRegistered } from '@portal/contract/auth';
import type { Envelope } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { publicApi } from '@/lib/api-client';

/** 201: the organisation is pending until staff activate it; no token is issued. */
export async function registerClient(body: ClientRegister): Promise<Envelope<ClientRegistered>> {
  const res = await publicApi.post<Envelope<ClientRegistered>>(API.employers.register, body);
  return res.data;
}

export function useRegisterClient() {
  return useMutation({ mutationFn: registerClient });
}
