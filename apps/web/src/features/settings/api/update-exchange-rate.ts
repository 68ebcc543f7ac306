import { masterEndpoints } from '@portal/contract/endpoints/master';
import type { ExchangeRate, ExchangeRateUpdate } from '@portal/contract/exchange-rates';
import type { Currency } from '@portal/contract/jobs';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

type Input = { currency: Currency } & ExchangeRateUpdate;

export async function updateExchangeRate({
  currency,
  ...body
}: Input): Promise<{ data: ExchangeRate; message?: string }> {
  const res = await call(masterEndpoints.exchangeRate, { params: { currency }, body });
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
