import { userEndpoints } from '@portal/contract/endpoints/user';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { useApiMutation } from '@/lib/use-api-mutation';

/** Whom an invitation or reset link is for; a used or expired link answers 404. */
export function usePasswordLink(token: string) {
  return useQuery({
    queryKey: ['password-link', token],
    queryFn: async () =>
      (await call(userEndpoints.setPassword, { query: { token } }, { variant: 'public' })).data.data,
    enabled: token.length > 0,
    retry: false,
  });
}

export function useSetPassword() {
  return useApiMutation({
    mutationFn: async (body: { token: string; password: string }) =>
      (await call(userEndpoints.createSetPassword, { body }, { variant: 'public' })).data,
    toastError: false,
  });
}
