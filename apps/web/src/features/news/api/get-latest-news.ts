import type { NewsList } from '@portal/contract/news';
import { settingsApi } from '@portal/contract/paths/settings';
import { useQuery } from '@tanstack/react-query';
import { publicApi } from '@/lib/api-client';
import { publicQueryKeys } from '@/lib/public-query-keys';

export const LATEST_NEWS_COUNT = 3;
const params = { page: 1, page_size: LATEST_NEWS_COUNT };

export function useLatestNews() {
  return useQuery({
    queryKey: publicQueryKeys.news.list(params),
    queryFn: async () => (await publicApi.get<NewsList>(settingsApi.news, { params })).data.data,
  });
}
