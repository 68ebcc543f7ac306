import type { Db } from '../../core/db/client';
import type { AppContext } from '../../platform/context';
import { createSalaryInsights, type SalaryInsights } from './service';

const byDb = new WeakMap<Db, SalaryInsights>();

/** One cache per app (its search database, the replica when there is one): the routes, the page heads and the sitemap share it. */
export function salaryInsightsOf(ctx: Pick<AppContext, 'searchDb' | 'config'>): SalaryInsights {
  let found = byDb.get(ctx.searchDb);
  if (!found) {
    found = createSalaryInsights(ctx.searchDb, { cacheSeconds: ctx.config.salaryInsightsCacheSeconds });
    byDb.set(ctx.searchDb, found);
  }
  return found;
}
