import { QueryClient } from '@tanstack/react-query';

/** Spec section 9: fetched data is fresh for 520000 ms and kept in cache as long. */
export const FRESH_MS = 520_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: FRESH_MS, gcTime: FRESH_MS, refetchOnWindowFocus: false },
    },
  });
}

export const queryClient = createQueryClient();
