import { normaliseSearchKeyword } from '@portal/contract/dashboards';
import type { Db } from '../../core/db/client';
import { addSearchDemand, type DemandRow } from './repositories/demand';

/** How often the counts in memory are written; and how many keywords a batch holds before it is written at once. */
const FLUSH_MS = 30_000;
const MAX_PENDING = 500;

export type DemandRecorder = {
  /** Counts one search of `keyword` (nothing for an empty one); `zero`: it found nothing. Never waits. */
  record(keyword: string | undefined, zero: boolean): void;
  /** Writes what is counted so far (also every FLUSH_MS and when the app closes). */
  flush(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * Search demand, kept off the search's path: a search only adds to a map in memory; the map is
 * written as one upsert every 30 s (or at 500 keywords), so a million searches a day cost a few
 * thousand small writes and the search itself never waits for the database. What is counted is the
 * day (UTC), the normalised keyword and whether it found nothing: no user, address or session. A
 * crash loses at most the last 30 s of counts, which a dashboard of daily totals does not notice.
 */
export function createDemandRecorder(db: Db, log: (err: unknown) => void): DemandRecorder {
  let pending = new Map<string, DemandRow>();
  // The UTC day as text, made again only when the day changes (formatting a date on every search
  // cost more than the rest of record() together).
  let dayNumber = -1;
  let dayText = '';
  const today = () => {
    const n = Math.floor(Date.now() / 86_400_000);
    if (n !== dayNumber) {
      dayNumber = n;
      dayText = new Date(n * 86_400_000).toISOString().slice(0, 10);
    }
    return dayText;
  };
  let writing: Promise<void> = Promise.resolve();
  const flush = () => {
    if (pending.size === 0) return writing;
    const rows = [...pending.values()];
    pending = new Map();
    // One write at a time, in order; a failed batch is logged and dropped (counts, not records).
    writing = writing.then(() => addSearchDemand(db, rows)).catch(log);
    return writing;
  };
  const timer = setInterval(() => void flush(), FLUSH_MS);
  timer.unref();
  return {
    record(keyword, zero) {
      const word = keyword ? normaliseSearchKeyword(keyword) : '';
      if (!word) return;
      const day = today();
      const key = `${day}\u0000${word}`;
      const row = pending.get(key) ?? { day, keyword: word, searches: 0, zero: 0 };
      row.searches += 1;
      if (zero) row.zero += 1;
      pending.set(key, row);
      if (pending.size >= MAX_PENDING) void flush();
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
