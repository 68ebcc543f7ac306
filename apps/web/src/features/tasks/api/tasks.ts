import type { EndpointBody, EndpointQuery } from '@portal/contract/endpoints/endpoint';
import { tasksEndpoints } from '@portal/contract/endpoints/tasks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

const e = tasksEndpoints;
export type TaskListQuery = NonNullable<EndpointQuery<typeof e.list>>;
export type CreateTaskBody = EndpointBody<typeof e.create>;
export type UpdateTaskBody = EndpointBody<typeof e.update>;

export function useTasks(query: TaskListQuery) {
  return useQuery({
    queryKey: queryKeys.tasks.list(query),
    queryFn: async () => (await call(e.list, { query })).data,
    placeholderData: keepPreviousData,
  });
}

/** The header's poll: the caller's open tasks due today or overdue, every minute and on focus. */
export const TASKS_POLL_MS = 60_000;
export function useTasksDue(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.tasks.summary(),
    queryFn: async () => (await call(e.summary)).data.data.due_now,
    enabled,
    staleTime: 10_000,
    refetchInterval: TASKS_POLL_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });
}

export function useTaskOptions() {
  return useQuery({
    queryKey: queryKeys.tasks.options(),
    queryFn: async () => (await call(e.options)).data.data,
    staleTime: 5 * 60_000,
  });
}

export function useTaskProposals() {
  return useQuery({
    queryKey: queryKeys.tasks.proposals(),
    queryFn: async () => (await call(e.proposals)).data.data,
  });
}

export function useCreateTask() {
  return useApiMutation({
    mutationFn: async (body: CreateTaskBody) => (await call(e.create, { body })).data,
    refresh: [queryKeys.tasks.all()],
    toastError: false,
  });
}

export function useUpdateTask(options: { toastError?: boolean } = {}) {
  return useApiMutation({
    mutationFn: async ({ id, body }: { id: number; body: UpdateTaskBody }) =>
      (await call(e.update, { params: { id }, body })).data,
    refresh: [queryKeys.tasks.all()],
    toastError: options.toastError ?? true,
  });
}

export function useDeleteTask() {
  return useApiMutation({
    mutationFn: async (id: number) => (await call(e.remove, { params: { id } })).data,
    refresh: [queryKeys.tasks.all()],
  });
}

export function useAcceptProposal() {
  return useApiMutation({
    mutationFn: async (id: number) => (await call(e.accept, { params: { id } })).data,
    refresh: [queryKeys.tasks.all()],
  });
}

export function useDismissProposal() {
  return useApiMutation({
    mutationFn: async (id: number) => (await call(e.dismiss, { params: { id } })).data,
    refresh: [queryKeys.tasks.all()],
  });
}
