import { messagesEndpoints } from '@portal/contract/endpoints/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

/** How often an open conversation looks for the other side's replies and read receipts. */
export const THREAD_POLL_MS = 15_000;

/**
 * One conversation. Reading it marks the other side's messages read on the server, so the unread
 * count and the list are refreshed once it has arrived.
 */
export function useThread(applicationId: number) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.messages.thread(applicationId),
    queryFn: async () => (await call(messagesEndpoints.thread, { params: { applicationId } })).data.data,
    staleTime: 5_000,
    refetchInterval: THREAD_POLL_MS,
    refetchOnWindowFocus: true,
  });
  const fetchedAt = query.dataUpdatedAt;
  useEffect(() => {
    if (!fetchedAt) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.messages.unread() });
    void queryClient.invalidateQueries({ queryKey: ['messages', 'list'] });
  }, [fetchedAt, queryClient]);
  return query;
}
