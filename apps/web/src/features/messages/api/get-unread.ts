import { messagesEndpoints } from '@portal/contract/endpoints/messages';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

/** The header's poll: one cheap count, every minute and whenever the tab regains focus. */
export const UNREAD_POLL_MS = 60_000;

export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.messages.unread(),
    queryFn: async () => (await call(messagesEndpoints.unread)).data.data.unread,
    enabled,
    staleTime: 10_000,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });
}
