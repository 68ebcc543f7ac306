import type { Database, Db } from '../../core/db/client';
import type { Listening } from '../../core/db/notifications';
import {
  type IndexRegistry,
  type IndexTracker,
  reportingAlsoTo,
  UNTRACKED,
} from '../../platform/indexes/registry';
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
  building: Promise<ListedCandidates | null> | null;
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
  tracker: IndexTracker;
};

const states = new WeakMap<Db, State>();
export const CHANNEL = 'candidate_search_changes';
const REFRESH_MS = 5 * 60_000;
/** A build that took longer than this is not waited for at all: searches go to SQL until it is ready. */
const WAIT_FOR_BUILD_MS = 250;
/**
 * How long a search waits for the index (its columns, then its keyword leaves) being read before it
 * answers from SQL instead: a small index (tests, the embedded demo) is read well within it, a large
 * one (200,000 candidates: ~3 s, a cold leaf 0.4-3 s) is not waited for.
 */
export const WAIT_FOR_INDEX_MS = 150;

/** `p`'s value if it settles before `deadline` (performance.now()), else null; `p` keeps running. */
export async function within<T>(p: Promise<T> | T, deadline: number): Promise<T | null> {
  if (!(p instanceof Promise) || deadline === Number.POSITIVE_INFINITY) return p;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), Math.max(0, deadline - performance.now()));
  });
  try {
    // race() handles a rejection of `p` that comes after the deadline: it is not left unhandled.
    return await Promise.race([p, late]);
  } finally {
    clearTimeout(timer);
  }
}

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
      tracker: UNTRACKED,
    };
    states.set(db, s);
  }
  return s;
}

type Log = Parameters<Database['listen']>[2];

/** The CV index's name in /api/health, and what searches do while it fails. */
export const CV_INDEX = 'cv_candidates';
export const CV_INDEX_FALLBACK = 'CV searches read the database until a search reads it again';

/** Registers the CV index of `db` with the app's indexes (its state shows in /api/health). */
export function trackCvIndex(db: Db, indexes: IndexRegistry): void {
  const s = stateOf(db);
  s.tracker = reportingAlsoTo(s.tracker, indexes.track(CV_INDEX, CV_INDEX_FALLBACK));
}

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

/** Reads the index; a failure is logged (with the fallback) and gives null: SQL answers meanwhile. */
function startBuild(db: Db, s: State, dropLeaves: boolean): Promise<ListedCandidates | null> {
  const started = performance.now();
  // What was notified so far is committed, so in the snapshot the build reads; an index serving
  // meanwhile still applies it (and the build's result gets it again through sinceBuild).
  if (!s.ix) s.changed.clear();
  s.sinceBuild = new Set();
  s.tracker.building();
  const building: Promise<ListedCandidates | null> = buildIndex(db, s.ix)
    .then(async (ix) => {
      s.lastBuildMs = performance.now() - started;
      const missed = [...(s.sinceBuild ?? [])];
      s.sinceBuild = null;
      if (missed.length) rowsWritten(ix, await refreshRows(db, ix, missed));
      s.ix = ix;
      if (dropLeaves) s.leaves = newLeaves();
      if (s.building === building) s.building = null;
      s.tracker.built(s.lastBuildMs);
      return ix;
    })
    .catch((err: unknown) => {
      // Retried by a later search.
      if (s.building === building) s.building = null;
      s.sinceBuild = null;
      s.tracker.failed(err);
      return null;
    });
  s.building = building;
  return building;
}

/** Reads the notified candidates again, with the leaves; one apply at a time. False: it failed. */
function flush(db: Db, s: State): Promise<boolean> {
  const next = s.queue.then(async () => {
    const ix = s.ix;
    if (!ix || !s.changed.size) return;
    const ids = [...s.changed];
    s.changed.clear();
    rowsWritten(ix, await refreshRows(db, ix, ids));
    await leavesChanged(db, ix, s.leaves, ids);
    if (s.sinceBuild) for (const id of ids) s.sinceBuild.add(id);
  });
  // A failed apply is logged with its fallback; the whole index is read again by the next search.
  const applied = next.then(
    () => true,
    (err: unknown) => {
      s.stale = true;
      s.tracker.failed(err);
      return false;
    },
  );
  s.queue = applied.then(() => undefined);
  return applied;
}

export type CvIndex = { ix: ListedCandidates; leaves: Leaves };

/** Starts reading the index if nothing has (the server calls it as it starts listening). */
export function warmCvIndex(db: Db): void {
  const s = stateOf(db);
  if (!s.ix && !s.building) void startBuild(db, s, true);
}

/**
 * The index, up to date with every change committed before the call; null while one is read after a
 * start and not ready by `deadline` (performance.now(); searches then go to SQL).
 */
export async function cvIndex(
  db: Db,
  deadline = performance.now() + WAIT_FOR_INDEX_MS,
): Promise<CvIndex | null> {
  const s = stateOf(db);
  await s.listening?.sync();
  if (s.stale && !s.building) {
    s.stale = false;
    void startBuild(db, s, true);
  }
  if (s.ix && Date.now() - s.ix.builtAt > REFRESH_MS && !s.building) void startBuild(db, s, false);
  if (!s.ix) {
    const building = s.building ?? startBuild(db, s, true);
    if (s.lastBuildMs != null && s.lastBuildMs > WAIT_FOR_BUILD_MS) return null;
    if (!(await within(building, deadline))) return null;
  }
  if (!(await flush(db, s))) return null;
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
