import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LocaleContext, type LocaleState } from '@/lib/intl/locale-context';
import { pageDigits, pageLocale } from '@/lib/intl/page-locale';
import { queryClient as defaultClient } from '@/lib/query-client';
import { ToastHost } from './toast-host';

const BROWSER_LOCALE: LocaleState = { locale: pageLocale, digits: pageDigits };

export function AppProviders({
  children,
  client = defaultClient,
  locale = BROWSER_LOCALE,
}: {
  children: ReactNode;
  client?: QueryClient;
  /** The page's language; the server render hands its own (with the catalogues it reads). */
  locale?: LocaleState;
}) {
  return (
    <LocaleContext value={locale}>
      <QueryClientProvider client={client}>
        {children}
        <ToastHost />
      </QueryClientProvider>
    </LocaleContext>
  );
}
