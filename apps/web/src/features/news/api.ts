import type { Envelope } from '@portal/contract/envelope';
import type {
  NewsArticle,
  NewsInput,
  NewsList,
  NewsListQuery,
  NewsManage,
  NewsManageList,
  NewsManageQuery,
} from '@portal/contract/news';
import { API } from '@portal/contract/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, publicApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

const clean = (params: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));

/** Published articles (anyone). */
export function useNewsList(params: NewsListQuery) {
  return useQuery({
    queryKey: queryKeys.news.list(params),
    queryFn: async () => (await publicApi.get<NewsList>(API.settings.news, { params: clean(params) })).data,
    placeholderData: keepPreviousData,
  });
}

export function useNewsArticle(slug: string) {
  return useQuery({
    queryKey: queryKeys.news.article(slug),
    queryFn: async () =>
      (await publicApi.get<Envelope<NewsArticle>>(API.settings.newsArticle(slug))).data.data,
    retry: false,
  });
}

/** Staff: every article, drafts too. */
export function useManagedNews(params: NewsManageQuery) {
  return useQuery({
    queryKey: queryKeys.news.manage(params),
    queryFn: async () =>
      (await api.get<NewsManageList>(API.settings.newsManage, { params: clean(params) })).data,
    placeholderData: keepPreviousData,
  });
}

export function useManagedArticle(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.news.detail(id ?? ''),
    queryFn: async () => (await api.get<Envelope<NewsManage>>(API.settings.newsById(id ?? ''))).data.data,
    enabled: Boolean(id),
  });
}

/** Create (no id) or change an article; field errors are shown under the form's inputs. */
export function useSaveArticle(id: number | undefined) {
  return useApiMutation({
    refresh: [queryKeys.news.all()],
    toastError: false,
    mutationFn: async (body: Partial<NewsInput>) =>
      id
        ? (await api.patch<Envelope<NewsManage>>(API.settings.newsById(id), body)).data
        : (await api.post<Envelope<NewsManage>>(API.settings.news, body)).data,
  });
}

export function useDeleteArticle() {
  return useApiMutation({
    refresh: [queryKeys.news.all()],
    mutationFn: async (id: number) => (await api.delete<{ message: string }>(API.settings.newsById(id))).data,
  });
}
