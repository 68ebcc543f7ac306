import { settingsEndpoints } from '@portal/contract/endpoints/settings';
import type { NewsInput, NewsListQuery, NewsManageQuery } from '@portal/contract/news';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

const clean = (params: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));

/** Published articles (anyone). */
export function useNewsList(params: NewsListQuery) {
  return useQuery({
    queryKey: queryKeys.news.list(params),
    queryFn: async () =>
      (await call(settingsEndpoints.news, { query: clean(params) }, { variant: 'public' })).data,
    placeholderData: keepPreviousData,
  });
}

export function useNewsArticle(slug: string) {
  return useQuery({
    queryKey: queryKeys.news.article(slug),
    queryFn: async () =>
      (await call(settingsEndpoints.newsArticle, { params: { slug } }, { variant: 'public' })).data.data,
    retry: false,
  });
}

/** Staff: every article, drafts too. */
export function useManagedNews(params: NewsManageQuery) {
  return useQuery({
    queryKey: queryKeys.news.manage(params),
    queryFn: async () => (await call(settingsEndpoints.newsManage, { query: clean(params) })).data,
    placeholderData: keepPreviousData,
  });
}

export function useManagedArticle(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.news.detail(id ?? ''),
    queryFn: async () => (await call(settingsEndpoints.newsById, { params: { id: id ?? '' } })).data.data,
    enabled: Boolean(id),
  });
}

/** Create (no id) or change an article; field errors are shown under the form's inputs. */
export function useSaveArticle(id: number | undefined) {
  return useApiMutation({
    refresh: [queryKeys.news.all()],
    toastError: false,
    mutationFn: async (body: NewsInput) =>
      id
        ? (await call(settingsEndpoints.updateNewsById, { params: { id }, body })).data
        : (await call(settingsEndpoints.createNews, { body })).data,
  });
}

export function useDeleteArticle() {
  return useApiMutation({
    refresh: [queryKeys.news.all()],
    mutationFn: async (id: number) => (await call(settingsEndpoints.removeNewsById, { params: { id } })).data,
  });
}
