import type { MessageBody } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import { SUBSCRIPTION_SUBJECT } from '@portal/contract/subscription';
import { useMutation } from '@tanstack/react-query';
import { multipartApi, toFormData } from '@/lib/api-client';

/** Spec section 7: multipart with the e-mail and the fixed subject. */
export async function subscribe(email: string): Promise<MessageBody> {
  const res = await multipartApi.post<MessageBody>(
    API.settings.subscription,
    toFormData({ email, subject: SUBSCRIPTION_SUBJECT }),
  );
  return res.data;
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
