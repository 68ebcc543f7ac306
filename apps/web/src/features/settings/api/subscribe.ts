import { settingsEndpoints } from '@portal/contract/endpoints/settings';
import type { MessageBody } from '@portal/contract/envelope';
import { SUBSCRIPTION_SUBJECT } from '@portal/contract/subscription';
import { useMutation } from '@tanstack/react-query';
import { toFormData } from '@/lib/api-client';
import { call } from '@/lib/call';

/** Spec section 7: multipart with the e-mail and the fixed subject. */
export async function subscribe(email: string): Promise<MessageBody> {
  const res = await call(
    settingsEndpoints.subscription,
    { body: toFormData({ email, subject: SUBSCRIPTION_SUBJECT }) },
    { variant: 'multipart' },
  );
  return res.data;
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
