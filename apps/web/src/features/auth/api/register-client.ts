import type { ClientRegister } from '@portal/contract/auth';
import { API } from '@portal/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { publicApi } from '@/lib/api-client';

type Registered = { data: { client_id: number; status: string }; message?: string };

/** 201: the organisation is pending until staff activate it; no token is issued. */
export async function registerClient(body: ClientRegister): Promise<Registered> {
  const res = await publicApi.post<Registered>(API.employers.register, body);
  return res.data;
}

export function useRegisterClient() {
  return useMutation({ mutationFn: registerClient });
}
