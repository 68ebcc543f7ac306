import { settingsEndpoints } from '@portal/contract/endpoints/settings';
import { API } from '@portal/contract/paths';
import type { SubscriberListQuery } from '@portal/contract/subscription';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { downloadAttachment } from '@/lib/download';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

const clean = (params: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));

/** Confirm or unsubscribe from a mailed link; the page shows the outcome, so no toasts. */
export function useSubscriptionLink(kind: 'confirm' | 'unsubscribe') {
  const endpoint =
    kind === 'confirm' ? settingsEndpoints.subscriptionConfirm : settingsEndpoints.subscriptionUnsubscribe;
  return useApiMutation({
    toastSuccess: false,
    toastError: false,
    mutationFn: async (token: string) =>
      (await call(endpoint, { body: { token } }, { variant: 'public' })).data,
  });
}

export function useSubscribers(params: SubscriberListQuery) {
  return useQuery({
    queryKey: queryKeys.subscribers.list(params),
    queryFn: async () => (await call(settingsEndpoints.subscribers, { query: clean(params) })).data,
    placeholderData: keepPreviousData,
  });
}

export function useIssues() {
  return useQuery({
    queryKey: queryKeys.subscribers.issues(),
    queryFn: async () => (await call(settingsEndpoints.newsletterIssues)).data.data,
  });
}

export function usePreview(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.subscribers.preview(),
    queryFn: async () => (await call(settingsEndpoints.newsletterPreview)).data.data,
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
