import type { SalaryIndexEntry, SalaryInsight, SalarySummary } from '@portal/contract/salary-insights';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { catalogue } from './i18n';
import { masterNames } from './repository';
import { buildSnapshot, type Snapshot } from './snapshot';

/**
 * The figures are computed for every page at once (one pass over a year's postings) and kept in
 * memory for `cacheSeconds`: a page is then a map lookup however many jobs there are. Once a
 * snapshot is older, the next request is answered from it while a fresh one is computed in the
 * background (one at a time); only the first request of a process waits for it. 0 computes every
 * request (tests). Salaries over a year move slowly: minutes of delay show nothing a visitor can tell.
 */
export function createSalaryInsights(db: Db, opts: { cacheSeconds: number; log?: FastifyBaseLogger }) {
  let current: Snapshot | null = null;
  let computing: Promise<Snapshot> | null = null;

  const compute = () => {
    computing ??= buildSnapshot(db)
      .then((s) => {
        current = s;
        return s;
      })
      .finally(() => {
        computing = null;
      });
    return computing;
  };

  async function snapshot(): Promise<Snapshot> {
    if (opts.cacheSeconds === 0 || !current) return opts.cacheSeconds === 0 ? buildSnapshot(db) : compute();
    if (Date.now() - current.at.getTime() > opts.cacheSeconds * 1000)
      compute().catch((err) => opts.log?.error({ err }, 'salary insights: the refresh failed'));
    return current;
  }

  /** 404 either way; the message says whether the page exists but lacks postings. */
  async function missing(designation: string, place?: string): Promise<AppError> {
    const found = await masterNames(db, place ? [designation, place] : [designation]);
    const d = found.find((f) => f.list === 'designations' && f.slug === designation);
    const p = place ? found.find((f) => f.list !== 'designations' && f.slug === place) : null;
    if (!d || (place && !p)) return AppError.notFound(catalogue.text('errors.no_such_salary_page'));
    return AppError.notFound(
      p
        ? catalogue.text('errors.not_enough_postings_in', { name: d.name, place: p.name })
        : catalogue.text('errors.not_enough_postings_yet_show', { name: d.name }),
    );
  }

  return {
    snapshot,
    async index(): Promise<SalaryIndexEntry[]> {
      return (await snapshot()).index;
    },
    async page(designation: string, place?: string): Promise<SalaryInsight> {
      const found = (await snapshot()).pages.get(place ? `${designation}/${place}` : designation);
      if (!found) throw await missing(designation, place);
      return found;
    },
    /** The job page's line: the place's figures, else the designation's, else none. */
    async summary(designation: string, place?: string): Promise<SalarySummary | null> {
      const s = await snapshot();
      const found = (place ? s.pages.get(`${designation}/${place}`) : undefined) ?? s.pages.get(designation);
      if (!found) return null;
      const { postings, q1, median, q3 } = found;
      return { designation: found.designation, place: found.place, postings, q1, median, q3 };
    },
  };
}

export type SalaryInsights = ReturnType<typeof createSalaryInsights>;
