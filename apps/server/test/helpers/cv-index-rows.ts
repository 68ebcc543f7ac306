import { cvSearchQuerySchema } from '@portal/contract/cv-search';
import type { ListedCandidates } from '../../src/modules/cv-search/listed-candidates';
import { searchInMemory } from '../../src/modules/cv-search/memory-search';
import { type Batch, COLUMNS } from '../../src/modules/cv-search/repositories/listed-rows';

/** Rows of the CV search's index written without a database: columns as listed-rows.ts reads them. */
export type IndexRow = Partial<Record<keyof typeof COLUMNS, string>>;

/** A batch as listed-rows.ts reads it: one comma-separated string per column. */
export function batchOf(rows: IndexRow[]): Batch {
  const cols = Object.fromEntries(
    Object.keys(COLUMNS).map((k) => [k, rows.map((r) => r[k as keyof typeof COLUMNS] ?? '').join(',')]),
  ) as Record<keyof typeof COLUMNS, string>;
  return { n: rows.length, last: null, ...cols };
}

/** A listed candidate with user id `id`, complete enough for any filter, plus `more`. */
export const indexRow = (id: number, more: IndexRow = {}): IndexRow => ({
  id: String(id),
  exp: '3',
  cv: '1',
  act: String(1_700_000_000_000_000 + id),
  upd: '1700000000000000',
  ...more,
});

/** The pass (memory-search.ts) for organisation 1, without keywords, newest first. */
export const passOf = (ix: ListedCandidates, params: Record<string, string>) =>
  searchInMemory(ix, cvSearchQuerySchema.parse({ ...params, sort: 'last_active' }), 1, null, null, new Map());
