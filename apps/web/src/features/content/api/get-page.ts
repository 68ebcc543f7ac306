import type { Envelope } from '@portal/contract/envelope';
import type { Page } from '@portal/contract/pages';
import { API } from '@portal/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { publicApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** A content page's text as the public sees it (the shipped text until staff edit it). */
export function usePage(slug: string) {
  return useQuery({
    queryKey: queryKeys.public.page(slug),
    queryFn: async () => (await publicApi.get<Envelope<Page>>(API.settings.page(slug))).data.data,
    // The page falls back to its shipped text at once rather than waiting on retries.
    retry: false,
  });
}
