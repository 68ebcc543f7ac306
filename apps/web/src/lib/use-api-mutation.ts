import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { type ApiVariant, apiClients, toFormData } from './api-client';
import { errorToast, successToast } from './toasts';

type ApiMutationOptions<TData, TVariables> = {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** Query key prefixes (from `query-keys.ts`) refreshed afterwards. */
  refresh?: readonly QueryKey[];
  /**
   * When to refresh: after a success (the default), or once settled, for writes whose failure may
   * still mean the server moved on (another tab, a double click).
   */
  refreshOn?: 'success' | 'settled';
  /** The server's message (or the spec's default) as a success toast; off where the caller words it. */
  toastSuccess?: boolean;
  /** Every error as toasts (spec section 8); off where a form shows field errors under its inputs. */
  toastError?: boolean;
  /** Runs after the toast and before the refresh, e.g. to put the reply into the cache. */
  onSuccess?: (data: TData, variables: TVariables) => void;
  /** Runs after the error toast. */
  onError?: (error: Error, variables: TVariables) => void | Promise<void>;
  /** Where to go once refreshed; "#" or empty stays put (spec section 4). */
  redirect?: string | ((data: TData) => string);
};

/** The body's own message, read as the toast rules read a response. */
const toastBody = (body: unknown) => successToast({ data: body });

/**
 * The app's mutation (spec section 4: idle, pending, success, error): toasts, then refreshes the
 * named queries, then navigates. Per-call callbacks of `mutate` run after these.
 */
export function useApiMutation<TData, TVariables = void>({
  mutationFn,
  refresh = [],
  refreshOn = 'success',
  toastSuccess = true,
  toastError = true,
  onSuccess,
  onError,
  redirect,
}: ApiMutationOptions<TData, TVariables>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refreshAll = () =>
    Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn,
    onSuccess: async (data, variables) => {
      if (toastSuccess) toastBody(data);
      onSuccess?.(data, variables);
      if (refreshOn === 'success') await refreshAll();
      const target = typeof redirect === 'function' ? redirect(data) : redirect;
      if (target && target !== '#') navigate(target);
    },
    onError: async (error, variables) => {
      if (toastError) errorToast(error);
      await onError?.(error, variables);
    },
    onSettled: async () => {
      if (refreshOn === 'settled') await refreshAll();
    },
  });
}

type Method = 'post' | 'put' | 'patch' | 'delete';

type RestOptions = {
  method: Method;
  /** Base path relative to /api/; the id, when given, is appended. */
  path: string;
  /** The spec sends form data; JSON is available for nested bodies. */
  variant?: Extract<ApiVariant, 'multipart' | 'form' | 'json'>;
} & Pick<ApiMutationOptions<unknown, MutationInput>, 'refresh' | 'redirect'>;

export type MutationInput = { id?: string | number; body?: Record<string, unknown> };

function encode(variant: RestOptions['variant'], body: Record<string, unknown>) {
  if (variant === 'json') return body;
  if (variant === 'multipart') return toFormData(body);
  return new URLSearchParams(
    Object.entries(body).flatMap(([k, v]) => (v === undefined || v === null ? [] : [[k, String(v)]])),
  );
}

/** The spec's generic mutation (section 7): the chosen method at a base path, the id appended when given. */
export function useRestMutation({ method, path, variant = 'multipart', ...rest }: RestOptions) {
  return useApiMutation({
    ...rest,
    mutationFn: async ({ id, body = {} }: MutationInput) => {
      const url = id === undefined ? path : `${path.replace(/\/+$/, '')}/${id}`;
      const res = await apiClients[variant].request<unknown>({ method, url, data: encode(variant, body) });
      return res.data;
    },
  });
}
