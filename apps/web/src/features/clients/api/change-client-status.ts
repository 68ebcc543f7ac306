import type { Client, ClientStatusChange } from '@portal/contract/clients';
import { employersEndpoints } from '@portal/contract/endpoints/employers';
import type { Envelope } from '@portal/contract/envelope';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

type Input = { id: number } & ClientStatusChange;

export async function changeClientStatus({ id, ...body }: Input): Promise<Envelope<Client>> {
  const res = await call(employersEndpoints.status, { params: { id }, body });
  return res.data;
}

/** Staff decision; every list and detail of organisations is refreshed afterwards. */
export function useChangeClientStatus() {
  return useApiMutation({ mutationFn: changeClientStatus, refresh: [queryKeys.clients.all()] });
}
