import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function removeFile(path: string): Promise<{ message?: string }> {
  const res = await api.delete<{ message?: string }>(path);
  return res.data;
}

export function useRemoveFile(path: string) {
  return useMutation({ mutationFn: () => removeFile(path) });
}
