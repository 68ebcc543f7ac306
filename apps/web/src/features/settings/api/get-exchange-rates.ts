import { masterEndpoints } from '@portal/contract/endpoints/master';
import type { ExchangeRate } from '@portal/contract/exchange-rates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

export async function getExchangeRates(): Promise<ExchangeRate[]> {
  const res = await call(masterEndpoints.exchangeRates, {}, { variant: 'public' });
  return res.data.data;
}

export const exchangeRatesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.public.exchangeRates(), queryFn: getExchangeRates });

export function useExchangeRates() {
  return useQuery(exchangeRatesQueryOptions());
}
