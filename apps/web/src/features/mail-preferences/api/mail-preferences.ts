import { candidateEndpoints } from '@portal/contract/endpoints/candidate';
import type { MailPreferences, MailPreferencesPatch } from '@portal/contract/mail-preferences';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

export async function getMailPreferences(): Promise<MailPreferences> {
  return (await call(candidateEndpoints.mailPreferences)).data.data;
}

export async function updateMailPreferences(body: MailPreferencesPatch) {
  return (await call(candidateEndpoints.updateMailPreferences, { body })).data;
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
