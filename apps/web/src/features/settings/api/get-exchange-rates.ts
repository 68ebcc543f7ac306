import type { ExchangeRate } from '@portal/contract/exchange-rates';
import { API } from '@portal/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function getExchangeRates(): Promise<ExchangeRate[]> {
  const res = await publicApi.get<{ data: ExchangeRate[] }>(API.master.exchangeRates);
  return res.data.data;
}

export const exchangeRatesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.public.exchangeRates(), queryFn: getExchangeRates });

export function useExchangeRates() {
  return useQuery(exchangeRatesQueryOptions());
}
