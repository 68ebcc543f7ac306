import type { Envelope } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import type {
  NewsletterIssue,
  NewsletterPreview,
  SubscriberList,
  SubscriberListQuery,
  SubscriptionResult,
} from '@portal/contract/subscription';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, publicApi } from '@/lib/api-client';
import { downloadAttachment } from '@/lib/download';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

const clean = (params: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));

/** Confirm or unsubscribe from a mailed link; the page shows the outcome, so no toasts. */
export function useSubscriptionLink(kind: 'confirm' | 'unsubscribe') {
  const path = kind === 'confirm' ? API.settings.subscriptionConfirm : API.settings.subscriptionUnsubscribe;
  return useApiMutation({
    toastSuccess: false,
    toastError: false,
    mutationFn: async (token: string) =>
      (await publicApi.post<Envelope<SubscriptionResult>>(path, { token })).data,
  });
}

export function useSubscribers(params: SubscriberListQuery) {
  return useQuery({
    queryKey: queryKeys.subscribers.list(params),
    queryFn: async () =>
      (await api.get<SubscriberList>(API.settings.subscribers, { params: clean(params) })).data,
    placeholderData: keepPreviousData,
  });
}

export function useIssues() {
  return useQuery({
    queryKey: queryKeys.subscribers.issues(),
    queryFn: async () =>
      (await api.get<Envelope<NewsletterIssue[]>>(API.settings.newsletterIssues)).data.data,
  });
}

export function usePreview(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.subscribers.preview(),
    queryFn: async () =>
      (await api.get<Envelope<NewsletterPreview>>(API.settings.newsletterPreview)).data.data,
    enabled,
  });
}

export function downloadSubscribersCsv(params: Omit<SubscriberListQuery, 'page' | 'page_size'>) {
  const query = new URLSearchParams(clean(params) as Record<string, string>).toString();
  return downloadAttachment(
    `${API.settings.subscribersExport}${query ? `?${query}` : ''}`,
    'subscribers.csv',
  );
}
