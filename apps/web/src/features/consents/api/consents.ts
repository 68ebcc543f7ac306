import type { ConsentKind, Consents } from '@portal/contract/consents';
import { consentsEndpoints } from '@portal/contract/endpoints/consents';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

export async function getConsents(): Promise<Consents> {
  return (await call(consentsEndpoints.list)).data.data;
}

export async function changeConsent(input: { kind: ConsentKind; granted: boolean }) {
  return (
    await call(consentsEndpoints.change, { params: { kind: input.kind }, body: { granted: input.granted } })
  ).data;
}

export const consentsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.candidate.consents(), queryFn: getConsents });

export const useConsents = () => useQuery(consentsQueryOptions());

/**
 * The answer is the new state; the profile (its visibility switch) and the mail preferences (the
 * weekly news) change with a consent, so they are read again.
 */
export function useChangeConsent() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: changeConsent,
    onSuccess: (res) => {
      queryClient.setQueryData(queryKeys.candidate.consents(), res.data);
      void queryClient.invalidateQueries({ queryKey: queryKeys.candidate.profile() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.candidate.mailPreferences() });
    },
  });
}
