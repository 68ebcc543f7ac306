import { QueryClient } from '@tanstack/react-query';
import { isClientError } from './http-status';

/** Spec section 9: fetched data is fresh for 520000 ms and kept in cache as long. */
export const FRESH_MS = 520_000;

/** Network failures and 5xx are retried (up to 3 times); a 4xx never is. */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  return !isClientError(error) && failureCount < 3;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FRESH_MS,
        gcTime: FRESH_MS,
        refetchOnWindowFocus: false,
        retry: retryUnlessClientError,
      },
    },
  });
}

export const queryClient = createQueryClient();
