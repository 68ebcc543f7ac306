import type { Endpoint } from '@portal/contract/endpoints/endpoint';
import { useMutation } from '@tanstack/react-query';
import { callAny } from '@/lib/call';

export async function removeFile<E extends Endpoint>(endpoint: E, params?: object) {
  return (await callAny(endpoint, { params })).data;
}

export function useRemoveFile<E extends Endpoint>(endpoint: E, params?: object) {
  return useMutation({ mutationFn: () => removeFile(endpoint, params) });
}
