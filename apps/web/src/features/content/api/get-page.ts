import { settingsEndpoints } from '@portal/contract/endpoints/settings';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

/** A content page's text as the public sees it (the shipped text until staff edit it). */
export function usePage(slug: string) {
  return useQuery({
    queryKey: queryKeys.public.page(slug),
    queryFn: async () =>
      (await call(settingsEndpoints.page, { params: { slug } }, { variant: 'public' })).data.data,
    // The page falls back to its shipped text at once rather than waiting on retries.
    retry: false,
  });
}
