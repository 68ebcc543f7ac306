import type { AlertFrequency } from '@portal/contract/candidate-enums';
import { type SQL, sql } from 'drizzle-orm';

const DAYS: Record<AlertFrequency, number> = { daily: 1, weekly: 7 };

/** When an alert of this frequency runs next, counted from `from` (an SQL timestamp, default now). */
export const nextRunAt = (frequency: AlertFrequency, from: SQL = sql`now()`) =>
  sql`${from} + make_interval(days => ${DAYS[frequency]})`;
