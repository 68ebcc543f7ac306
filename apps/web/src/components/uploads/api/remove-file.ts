import type { MessageBody } from '@portal/contract/envelope';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function removeFile(path: string): Promise<MessageBody> {
  const res = await api.delete<MessageBody>(path);
  return res.data;
}

export function useRemoveFile(path: string) {
  return useMutation({ mutationFn: () => removeFile(path) });
}
