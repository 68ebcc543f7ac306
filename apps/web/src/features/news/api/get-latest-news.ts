import { settingsEndpoints } from '@portal/contract/endpoints/settings';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { publicQueryKeys } from '@/lib/public-query-keys';

export const LATEST_NEWS_COUNT = 3;
const params = { page: 1, page_size: LATEST_NEWS_COUNT };

export function useLatestNews() {
  return useQuery({
    queryKey: publicQueryKeys.news.list(params),
    queryFn: async () =>
      (await call(settingsEndpoints.news, { query: params }, { variant: 'public' })).data.data,
  });
}
