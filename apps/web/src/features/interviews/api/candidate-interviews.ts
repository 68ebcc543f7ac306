import { interviewsEndpoints } from '@portal/contract/endpoints/interviews';
import type { InterviewAnswerInput } from '@portal/contract/interviews';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { useApiMutation } from '@/lib/use-api-mutation';

const keys = {
  mine: ['my-interviews'] as const,
  link: (token: string) => ['interview-link', token] as const,
};

export const useMyInterviews = () =>
  useQuery({ queryKey: keys.mine, queryFn: async () => (await call(interviewsEndpoints.mine)).data.data });

export const useAnswerInterview = () =>
  useApiMutation({
    mutationFn: async ({ id, body }: { id: number; body: InterviewAnswerInput }) =>
      (await call(interviewsEndpoints.answer, { params: { id }, body })).data,
    refresh: [keys.mine],
  });

/** No sign-in: the mailed link's token is the proof. */
export const useLinkInterview = (token: string) =>
  useQuery({
    queryKey: keys.link(token),
    queryFn: async () =>
      (await call(interviewsEndpoints.link, { query: { token } }, { variant: 'public' })).data.data,
    enabled: Boolean(token),
    retry: false,
  });

export const useAnswerByLink = (token: string) =>
  useApiMutation({
    mutationFn: async (body: InterviewAnswerInput) =>
      (await call(interviewsEndpoints.linkAnswer, { body: { token, ...body } }, { variant: 'public' })).data,
    refresh: [keys.link(token)],
  });
