import type { Currency } from '@portal/contract/jobs';
import type { Db } from '../../core/db/client';
import { exchangeRates } from '../../core/db/schema/exchange-rates';
import { recomputeJobSalaries } from '../../modules/exchange-rates';

/**
 * Starting rates (AED for one unit). The Gulf currencies are pegged to the US dollar, so theirs
 * hold; EUR, GBP and INR float and are for staff to keep current.
 */
export const DEFAULT_RATES: Record<Currency, number> = {
  AED: 1,
  SAR: 0.979333,
  QAR: 1.008929,
  KWD: 11.96,
  BHD: 9.767287,
  OMR: 9.551365,
  USD: 3.6725,
  EUR: 3.97,
  GBP: 4.65,
  INR: 0.0425,
};

/** Adds the rates a database lacks (a rate staff set stays), then fills jobs saved before them. */
export async function seedExchangeRates(db: Db): Promise<void> {
  await db
    .insert(exchangeRates)
    .values(
      Object.entries(DEFAULT_RATES).map(([currency, aedPerUnit]) => ({
        currency: currency as Currency,
        aedPerUnit,
      })),
    )
    .onConflictDoNothing();
  await recomputeJobSalaries(db);
}
