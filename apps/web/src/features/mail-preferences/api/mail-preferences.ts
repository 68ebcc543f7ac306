import type { Envelope } from '@portal/contract/envelope';
import type { MailPreferences, MailPreferencesPatch } from '@portal/contract/mail-preferences';
import { API } from '@portal/contract/paths';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

export async function getMailPreferences(): Promise<MailPreferences> {
  return (await api.get<Envelope<MailPreferences>>(API.candidate.mailPreferences)).data.data;
}

export async function updateMailPreferences(body: MailPreferencesPatch) {
  return (await api.patch<Envelope<MailPreferences>>(API.candidate.mailPreferences, body)).data;
}

export const mailPreferencesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.candidate.mailPreferences(), queryFn: getMailPreferences });

export const useMailPreferences = () => useQuery(mailPreferencesQueryOptions());

/** The server's answer is the new state: it goes straight into the cache, no refetch needed. */
export function useUpdateMailPreferences() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: updateMailPreferences,
    onSuccess: (res) => queryClient.setQueryData(queryKeys.candidate.mailPreferences(), res.data),
  });
}
