import type { Currency } from '@portal/contract/jobs';
import { asc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../core/db/client';
import { exchangeRates } from '../../core/db/schema/exchange-rates';

export const listRates = (db: Db) => db.select().from(exchangeRates).orderBy(asc(exchangeRates.currency));

export async function setRate(db: Db, currency: Currency, aedPerUnit: number, userId: number) {
  const [row] = await db
    .insert(exchangeRates)
    .values({ currency, aedPerUnit, updatedBy: userId })
    .onConflictDoUpdate({
      target: exchangeRates.currency,
      set: { aedPerUnit, updatedBy: userId, updatedAt: new Date() },
    })
    .returning();
  return row;
}

/**
 * Recomputes the AED-a-month salaries (the insert/update trigger's work, migration 0010) of the
 * jobs in `currency`, or of every job with a salary. Returns how many jobs changed.
 */
export async function recomputeJobSalaries(db: Db, currency?: Currency): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update jobs j set
      salary_min_aed_month = salary_aed_month(j.salary_min, j.salary_currency, j.salary_period),
      salary_max_aed_month = salary_aed_month(j.salary_max, j.salary_currency, j.salary_period)
    where (j.salary_min is not null or j.salary_max is not null)
      ${currency ? sql`and j.salary_currency = ${currency}` : sql``}
      and (j.salary_min_aed_month, j.salary_max_aed_month) is distinct from
        (salary_aed_month(j.salary_min, j.salary_currency, j.salary_period),
         salary_aed_month(j.salary_max, j.salary_currency, j.salary_period))
    returning j.id`,
  );
  return rows.length;
}

export const rateOf = async (db: Db, currency: Currency) =>
  (await db.select().from(exchangeRates).where(eq(exchangeRates.currency, currency)))[0];
