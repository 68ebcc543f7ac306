import { messagesEndpoints } from '@portal/contract/endpoints/messages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

export const THREADS_PAGE_SIZE = 20;

/** My conversations, newest activity first; refetched when the tab regains focus. */
export function useThreads(page: number) {
  return useQuery({
    queryKey: queryKeys.messages.list({ page }),
    queryFn: async () =>
      (await call(messagesEndpoints.list, { query: { page, page_size: THREADS_PAGE_SIZE } })).data,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    refetchOnWindowFocus: true,
  });
}
