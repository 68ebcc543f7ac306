import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Slide, ToastContainer } from 'react-toastify';
import { queryClient as defaultClient } from '@/lib/query-client';

export function AppProviders({
  children,
  client = defaultClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <ToastContainer position="top-center" transition={Slide} autoClose={4000} newestOnTop limit={5} />
    </QueryClientProvider>
  );
}
