import { interviewsEndpoints } from '@portal/contract/endpoints/interviews';
import type {
  InterviewsQuery,
  RescheduleInterviewInput,
  ScheduleInterviewInput,
} from '@portal/contract/interviews';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

/** Every interview query starts with this key: a write refreshes them all. */
export const interviewKeys = {
  all: ['interviews'] as const,
  list: (q: InterviewsQuery) => ['interviews', 'list', q] as const,
  options: ['interviews', 'options'] as const,
  ofApplication: (id: number) => ['interviews', 'application', id] as const,
};

export const useInterviews = (q: InterviewsQuery) =>
  useQuery({
    queryKey: interviewKeys.list(q),
    queryFn: async () => (await call(interviewsEndpoints.list, { query: q })).data,
    placeholderData: keepPreviousData,
  });

export const useInterviewOptions = (enabled = true) =>
  useQuery({
    queryKey: interviewKeys.options,
    queryFn: async () => (await call(interviewsEndpoints.options)).data.data,
    enabled,
    staleTime: 60_000,
  });

export const useApplicationInterviews = (applicationId: number) =>
  useQuery({
    queryKey: interviewKeys.ofApplication(applicationId),
    queryFn: async () =>
      (await call(interviewsEndpoints.byApplication, { params: { id: applicationId } })).data.data,
  });

/** Scheduling also moves the application and adds to its history: the applicant views refresh too. */
const refresh = [interviewKeys.all, queryKeys.applicants.all()];

export const useScheduleInterview = () =>
  useApiMutation({
    mutationFn: async (body: ScheduleInterviewInput) =>
      (await call(interviewsEndpoints.create, { body })).data,
    refresh,
    toastError: false,
  });

export const useRescheduleInterview = () =>
  useApiMutation({
    mutationFn: async ({ id, body }: { id: number; body: RescheduleInterviewInput }) =>
      (await call(interviewsEndpoints.update, { params: { id }, body })).data,
    refresh,
    toastError: false,
  });

export const useCancelInterview = () =>
  useApiMutation({
    mutationFn: async (id: number) =>
      (await call(interviewsEndpoints.cancel, { params: { id }, body: {} })).data,
    refresh,
  });
