import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { type ApiVariant, apiClients, toFormData } from './api-client';
import { errorToast, successToast } from './toasts';

type Method = 'post' | 'put' | 'patch' | 'delete';

type Options = {
  method: Method;
  /** Base path relative to /api/; the id, when given, is appended. */
  path: string;
  /** Queries refreshed on success. */
  refresh?: QueryKey[];
  /** Where to go on success; "#" or empty stays put. */
  redirect?: string;
  /** The spec sends form data; JSON is available for nested bodies. */
  variant?: Extract<ApiVariant, 'multipart' | 'form' | 'json'>;
};

export type MutationInput = { id?: string | number; body?: Record<string, unknown> };

/** The spec's generic mutation (sections 4 and 7): idle, pending, success, error. */
export function useApiMutation<TResponse = unknown>({
  method,
  path,
  refresh = [],
  redirect,
  variant = 'multipart',
}: Options) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async ({ id, body = {} }: MutationInput) => {
      const url = id === undefined ? path : `${path.replace(/\/+$/, '')}/${id}`;
      const client = apiClients[variant];
      const data =
        variant === 'json'
          ? body
          : variant === 'multipart'
            ? toFormData(body)
            : new URLSearchParams(
                Object.entries(body).flatMap(([k, v]) =>
                  v === undefined || v === null ? [] : [[k, String(v)]],
                ),
              );
      const res = await client.request<TResponse>({ method, url, data });
      return res.data;
    },
    onSuccess: async (data) => {
      successToast(data);
      await Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      if (redirect && redirect !== '#') navigate(redirect);
    },
    onError: (error) => {
      errorToast(error);
    },
  });
}
