import { emailCampaignsEndpoints } from '@portal/contract/endpoints/email-campaigns';
import type { EmailResponseAnswer, EmailResponseView } from '@portal/contract/recruiter-email';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';

/** No sign-in anywhere here: the token in the link is the proof. */
export async function getEmailResponse(token: string): Promise<EmailResponseView> {
  const res = await call(emailCampaignsEndpoints.respond, { query: { token } }, { variant: 'public' });
  return res.data.data;
}

const key = (token: string) => ['public', 'email-response', token] as const;

export function useEmailResponse(token: string, enabled: boolean) {
  return useQuery({ queryKey: key(token), queryFn: () => getEmailResponse(token), enabled, retry: false });
}

export async function answerEmail(token: string, answer: EmailResponseAnswer): Promise<EmailResponseView> {
  const res = await call(
    emailCampaignsEndpoints.createRespond,
    {
      body: {
        token,
        answer,
      },
    },
    { variant: 'public' },
  );
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
  const res = await call(emailCampaignsEndpoints.unsubscribe, { body: { token } }, { variant: 'public' });
  return res.data.data;
}

export const useUnsubscribeRecruiterMail = () => useMutation({ mutationFn: unsubscribeRecruiterMail });
