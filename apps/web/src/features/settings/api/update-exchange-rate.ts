import type { ExchangeRate, ExchangeRateUpdate } from '@portal/contract/exchange-rates';
import type { Currency } from '@portal/contract/jobs';
import { API } from '@portal/contract/paths';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

type Input = { currency: Currency } & ExchangeRateUpdate;

export async function updateExchangeRate({
  currency,
  ...body
}: Input): Promise<{ data: ExchangeRate; message?: string }> {
  const res = await api.put<{ data: ExchangeRate; message?: string }>(
    API.master.exchangeRate(currency),
    body,
  );
  return res.data;
}

/** A new rate moves the AED salaries of that currency's jobs, so searches are refreshed too. */
export function useUpdateExchangeRate() {
  return useApiMutation({
    mutationFn: updateExchangeRate,
    refresh: [queryKeys.public.exchangeRates(), queryKeys.publicJobs.all()],
    // Field messages show beside the rate; other errors as toasts.
    toastError: false,
  });
}
