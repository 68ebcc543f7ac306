import type { Envelope } from '@portal/contract/envelope';
import type { PageHistory, PageRevision } from '@portal/contract/pages';
import { API } from '@portal/contract/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Staff: a page's saved revisions, newest first. */
export function usePageHistory(slug: string, page: number) {
  return useQuery({
    queryKey: queryKeys.pages.history(slug, { page }),
    queryFn: async () =>
      (await api.get<PageHistory>(API.settings.pageHistory(slug), { params: { page, page_size: 10 } })).data,
    placeholderData: keepPreviousData,
  });
}

/** Staff: one revision with its text before and after. */
export function usePageRevision(slug: string, id: number | null) {
  return useQuery({
    queryKey: queryKeys.pages.revision(slug, id ?? 0),
    queryFn: async () =>
      (await api.get<Envelope<PageRevision>>(API.settings.pageRevision(slug, id ?? 0))).data.data,
    enabled: id !== null,
  });
}
