import type { Envelope, MessageBody } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import type { SetPasswordInfo } from '@portal/contract/user-admin';
import { useQuery } from '@tanstack/react-query';
import { publicApi } from '@/lib/api-client';
import { useApiMutation } from '@/lib/use-api-mutation';

/** Whom an invitation or reset link is for; a used or expired link answers 404. */
export function usePasswordLink(token: string) {
  return useQuery({
    queryKey: ['password-link', token],
    queryFn: async () =>
      (await publicApi.get<Envelope<SetPasswordInfo>>(API.user.setPassword, { params: { token } })).data.data,
    enabled: token.length > 0,
    retry: false,
  });
}

export function useSetPassword() {
  return useApiMutation({
    mutationFn: async (body: { token: string; password: string }) =>
      (await publicApi.post<MessageBody>(API.user.setPassword, body)).data,
    toastError: false,
  });
}
