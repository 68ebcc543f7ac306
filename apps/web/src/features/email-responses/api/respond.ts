import type { Envelope } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import type { EmailResponseAnswer, EmailResponseView } from '@portal/contract/recruiter-email';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { publicApi } from '@/lib/api-client';

/** No sign-in anywhere here: the token in the link is the proof. */
export async function getEmailResponse(token: string): Promise<EmailResponseView> {
  const res = await publicApi.get<Envelope<EmailResponseView>>(API.emailCampaigns.respond, {
    params: { token },
  });
  return res.data.data;
}

const key = (token: string) => ['public', 'email-response', token] as const;

export function useEmailResponse(token: string, enabled: boolean) {
  return useQuery({ queryKey: key(token), queryFn: () => getEmailResponse(token), enabled, retry: false });
}

export async function answerEmail(token: string, answer: EmailResponseAnswer): Promise<EmailResponseView> {
  const res = await publicApi.post<Envelope<EmailResponseView>>(API.emailCampaigns.respond, {
    token,
    answer,
  });
  return res.data.data;
}

export function useAnswerEmail(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: EmailResponseAnswer) => answerEmail(token, answer),
    onSuccess: (view) => client.setQueryData(key(token), view),
  });
}

export async function unsubscribeRecruiterMail(token: string): Promise<{ email: string }> {
  const res = await publicApi.post<Envelope<{ email: string }>>(API.emailCampaigns.unsubscribe, { token });
  return res.data.data;
}

export const useUnsubscribeRecruiterMail = () => useMutation({ mutationFn: unsubscribeRecruiterMail });
