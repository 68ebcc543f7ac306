import { z } from 'zod';
import { m } from './i18n/index';
import { currencySchema } from './jobs';

/**
 * Salaries in different currencies and periods are compared in AED a month (the salary filter,
 * job alerts, recommendations), through exchange rates kept as master data that staff update.
 */
export const BASE_CURRENCY = 'AED' as const;

/** How many of each period make a month: 52 weeks, 5 working days, 40 hours a week over 12 months. */
export const PERIODS_PER_MONTH = {
  MONTH: 1,
  YEAR: 1 / 12,
  WEEK: 52 / 12,
  DAY: 260 / 12,
  HOUR: 2080 / 12,
} as const;

export const exchangeRateSchema = z.object({
  currency: currencySchema,
  /** AED for one unit of the currency (AED itself is always 1). */
  aed_per_unit: z.number(),
  updated_at: z.string(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

/** PUT master/exchange-rates/{currency}. */
export const exchangeRateUpdateSchema = z.object({
  aed_per_unit: z.coerce
    .number({ error: m('exchange-rates.enter_rate_as_number') })
    .positive(m('exchange-rates.rate_must_more_than_0'))
    .max(100_000, m('exchange-rates.rate_must_at_most_100')),
});
export type ExchangeRateUpdate = z.infer<typeof exchangeRateUpdateSchema>;

export const currencyParamSchema = z.object({ currency: currencySchema });
