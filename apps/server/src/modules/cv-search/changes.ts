import type { Database, Db } from '../../core/db/client';
import type { Listening } from '../../core/db/notifications';
import { rowsWritten } from './filter-bits';
import { type Leaves, leavesChanged, newLeaves } from './keyword-leaves';
import { buildIndex, indexBytes, type ListedCandidates, refreshRows } from './listed-candidates';

/**
 * The CV search's index kept in step with PostgreSQL. The trigger on `candidate_search` (migration
 * 0028) names every candidate whose row was written, at commit; those rows are read again (one
 * statement) and every cached keyword leaf is checked against them (one more), before the next
 * search answers: a search first makes one round trip on the listening connection, after which every
 * change committed before it has been delivered (on PGlite they arrive with the writing statement).
 * A lost connection means notices may have been missed: everything is read again and the leaves
 * dropped. Every REFRESH_MS the columns are read again anyway (same slots, leaves kept), in the
 * background.
 */
type State = {
  ix: ListedCandidates | null;
  leaves: Leaves;
  building: Promise<ListedCandidates> | null;
  lastBuildMs: number | null;
  /** Candidates named by notices, not yet read again. */
  changed: Set<number>;
  /** Candidates read again while a build ran (its snapshot may predate them): read again after it. */
  sinceBuild: Set<number> | null;
  /** Applies, one at a time. */
  queue: Promise<void>;
  listening: Listening | null;
  /** Notices may have been missed: read everything again, drop the leaves. */
  stale: boolean;
};

const states = new WeakMap<Db, State>();
export const CHANNEL = 'candidate_search_changes';
const REFRESH_MS = 5 * 60_000;
/** A build that took longer than this is not waited for: searches go to SQL until it is ready. */
const WAIT_FOR_BUILD_MS = 250;

function stateOf(db: Db): State {
  let s = states.get(db);
  if (!s) {
    s = {
      ix: null,
      leaves: newLeaves(),
      building: null,
      lastBuildMs: null,
      changed: new Set(),
      sinceBuild: null,
      queue: Promise.resolve(),
      listening: null,
      stale: false,
    };
    states.set(db, s);
  }
  return s;
}

type Log = Parameters<Database['listen']>[2];

/** Follows the candidates' changes for the index of `db` (call once, at start). */
export async function followCandidateChanges(
  db: Db,
  database: Database,
  log: Log,
): Promise<() => Promise<void>> {
  const s = stateOf(db);
  const listening = await database.listen(
    CHANNEL,
    (payload) => {
      if (payload === null) s.stale = true;
      else for (const id of payload.split(',')) if (id) s.changed.add(Number(id));
    },
    log,
  );
  s.listening = listening;
  return async () => {
    s.listening = null;
    await listening();
  };
}

function startBuild(db: Db, s: State, dropLeaves: boolean): Promise<ListedCandidates> {
  const started = performance.now();
  // What was notified so far is committed, so in the snapshot the build reads; an index serving
  // meanwhile still applies it (and the build's result gets it again through sinceBuild).
  if (!s.ix) s.changed.clear();
  s.sinceBuild = new Set();
  const building = buildIndex(db, s.ix).then(async (ix) => {
    s.lastBuildMs = performance.now() - started;
    const missed = [...(s.sinceBuild ?? [])];
    s.sinceBuild = null;
    if (missed.length) rowsWritten(ix, await refreshRows(db, ix, missed));
    s.ix = ix;
    if (dropLeaves) s.leaves = newLeaves();
    if (s.building === building) s.building = null;
    return ix;
  });
  s.building = building;
  building.catch(() => {
    if (s.building === building) s.building = null;
    s.sinceBuild = null;
  });
  return building;
}

/** Reads the notified candidates again, with the leaves; one apply at a time. */
function flush(db: Db, s: State): Promise<void> {
  const next = s.queue.then(async () => {
    const ix = s.ix;
    if (!ix || !s.changed.size) return;
    const ids = [...s.changed];
    s.changed.clear();
    try {
      rowsWritten(ix, await refreshRows(db, ix, ids));
      await leavesChanged(db, ix, s.leaves, ids);
      if (s.sinceBuild) for (const id of ids) s.sinceBuild.add(id);
    } catch (err) {
      s.stale = true;
      throw err;
    }
  });
  s.queue = next.catch(() => {});
  return next;
}

export type CvIndex = { ix: ListedCandidates; leaves: Leaves };

/**
 * The index, up to date with every change committed before the call; null while a large one is
 * read after a start (searches then go to SQL).
 */
export async function cvIndex(db: Db): Promise<CvIndex | null> {
  const s = stateOf(db);
  await s.listening?.sync();
  if (s.stale && !s.building) {
    s.stale = false;
    startBuild(db, s, true).catch(() => {});
  }
  if (s.ix && Date.now() - s.ix.builtAt > REFRESH_MS && !s.building) startBuild(db, s, false).catch(() => {});
  if (!s.ix) {
    const building = s.building ?? startBuild(db, s, true);
    if (s.lastBuildMs != null && s.lastBuildMs > WAIT_FOR_BUILD_MS) return null;
    try {
      await building;
    } catch {
      return null;
    }
  }
  try {
    await flush(db, s);
  } catch {
    return null;
  }
  return s.ix ? { ix: s.ix, leaves: s.leaves } : null;
}

/** What the index holds now (the bench reports it). */
export function cvIndexStats(db: Db): {
  candidates: number;
  columnBytes: number;
  leaves: number;
  leafBytes: number;
  buildMs: number | null;
} | null {
  const s = states.get(db);
  if (!s?.ix) return null;
  return {
    candidates: s.ix.listedCount,
    columnBytes: indexBytes(s.ix),
    leaves: s.leaves.cache.size,
    leafBytes: s.leaves.cache.calculatedSize,
    buildMs: s.lastBuildMs,
  };
}
