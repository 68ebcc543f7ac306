import type { JobSearchQuery } from '@portal/contract/jobs';

/** A facet's counts by value, as a pass or the SQL gives them (every value with a job). */
export type RawFacets = Map<string, { key: string; n: number }[]>;

/** Buckets a facet shows, past the values the search is filtered by. */
export const BUCKETS_PER_FACET = 30;

/** Facets whose buckets are few and shown in their own order (years, periods), all of them. */
const ORDERED = new Set(['experience', 'posted_within']);

/** The values the search is filtered by in a facet, as bucket keys. */
export const chosenValues = (facet: string, q: JobSearchQuery): Set<string> =>
  new Set(((q as Record<string, unknown>)[facet] as unknown[] | undefined)?.map(String) ?? []);

/**
 * The buckets a facet shows: the busiest BUCKETS_PER_FACET, and every value the search is
 * filtered by, past them (so its checkbox keeps its name and count). Ties by id; employment types
 * (not numbers) by name, so the order never depends on the plan.
 */
export function shownBuckets(facet: string, list: { key: string; n: number }[], q: JobSearchQuery) {
  if (ORDERED.has(facet)) return list;
  const chosen = chosenValues(facet, q);
  const ranked = [...list].sort(
    (a, b) => b.n - a.n || Number(a.key) - Number(b.key) || a.key.localeCompare(b.key),
  );
  return ranked.filter((b, i) => i < BUCKETS_PER_FACET || chosen.has(b.key));
}

/**
 * Only what the answer shows, before counts are kept: a facet over thousands of employers would
 * otherwise keep thousands of buckets per filter set in the cache.
 */
export const shownFacets = (raw: RawFacets, q: JobSearchQuery): RawFacets =>
  new Map([...raw].map(([f, list]) => [f, shownBuckets(f, list, q)]));
