import type { Client, ClientStatusChange } from '@portal/contract/clients';
import { API } from '@portal/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { errorToast, successToast } from '@/lib/toasts';
import { CLIENTS_KEY } from './list-clients';

type Input = { id: number } & ClientStatusChange;

export async function changeClientStatus({
  id,
  ...body
}: Input): Promise<{ data: Client; message?: string }> {
  const res = await api.patch<{ data: Client; message?: string }>(API.employers.status(id), body);
  return res.data;
}

/** Staff decision; every list and detail of organisations is refreshed afterwards. */
export function useChangeClientStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeClientStatus,
    onSuccess: async (res) => {
      successToast(res);
      await queryClient.invalidateQueries({ queryKey: CLIENTS_KEY });
    },
    onError: (error) => {
      errorToast(error);
    },
  });
}
