import type { ExchangeRate } from '@portal/contract/exchange-rates';
import { BASE_CURRENCY } from '@portal/contract/exchange-rates';
import type { Currency } from '@portal/contract/jobs';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { publish } from '../../platform/events/domain-events';
import { catalogue } from './i18n';
import { listRates, recomputeJobSalaries, setRate } from './repository';

type Row = Awaited<ReturnType<typeof listRates>>[number];
const toRate = (r: Row): ExchangeRate => ({
  currency: r.currency,
  aed_per_unit: Number(r.aedPerUnit),
  updated_at: r.updatedAt.toISOString(),
});

export function createExchangeRateService(db: Db, log: Parameters<typeof publish>[2]) {
  return {
    async list(): Promise<ExchangeRate[]> {
      return (await listRates(db)).map(toRate);
    },

    /**
     * Sets a currency's rate and, in the same transaction, the AED-a-month salaries of its jobs,
     * so the salary filter never sees the new rate on some jobs and the old on others.
     */
    async update(currency: Currency, aedPerUnit: number, userId: number) {
      if (currency === BASE_CURRENCY)
        throw AppError.validation({ aed_per_unit: [catalogue.text('errors.aed_base_currency_its_rate')] });
      const { row, jobs } = await db.transaction(async (tx) => {
        const saved = await setRate(tx, currency, aedPerUnit, userId);
        if (!saved) throw new Error('exchange rate upsert returned no row');
        return { row: saved, jobs: await recomputeJobSalaries(tx, currency) };
      });
      if (jobs > 0) publish(db, 'exchange-rates.changed', log);
      return { rate: toRate(row), jobs };
    },
  };
}
