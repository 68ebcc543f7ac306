import type { Db } from '../../core/db/client';
import { EVENTS, eventScope, subscribe } from '../../platform/events/domain-events';
import {
  type IndexRegistry,
  type IndexTracker,
  reportingAlsoTo,
  UNTRACKED,
} from '../../platform/indexes/registry';
import { buildOpenJobs, type OpenJobs } from './open-jobs-build';

export type { OpenJobs, Postings } from './open-jobs-build';

/** A build that took longer than this is not waited for: searches go to SQL until it is ready. */
const WAIT_FOR_BUILD_MS = 250;
/** Changes written outside the application send no notification; read the index again this often. */
export const REFRESH_MS = 5 * 60_000;

type State = {
  current: OpenJobs | null;
  building: Promise<OpenJobs | null> | null;
  /** Bumped on every job change: a build started before it is not used. */
  generation: number;
  lastBuildMs: number | null;
  tracker: IndexTracker;
};
const states = new WeakMap<Db, State>();

/** What the searches do while the index cannot be read (the registry logs it with the failure). */
const FALLBACK = 'searches read the database until the next change or search reads it again';

function stateOf(db: Db): State {
  const owner = eventScope(db);
  let s = states.get(owner);
  if (!s) {
    const state: State = {
      current: null,
      building: null,
      generation: 0,
      lastBuildMs: null,
      tracker: UNTRACKED,
    };
    s = state;
    states.set(owner, s);
    subscribe(owner, EVENTS, () => {
      state.current = null;
      state.building = null;
      state.generation++;
      state.tracker.dropped();
    });
  }
  return s;
}

/** Registers the open jobs of `db` with the app's indexes (their state shows in /api/health). */
export function trackOpenJobs(db: Db, indexes: IndexRegistry): void {
  const s = stateOf(db);
  s.tracker = reportingAlsoTo(s.tracker, indexes.track('open_jobs', FALLBACK));
}

/** Whether the open jobs are in memory, being read, or neither (nothing has asked for them yet). */
export function openJobsState(db: Db): 'ready' | 'building' | 'none' {
  const s = states.get(eventScope(db));
  return s?.current ? 'ready' : s?.building ? 'building' : 'none';
}

/** Reads the index; a failure is logged (with the fallback) and gives null: SQL answers meanwhile. */
function startBuild(db: Db, s: State): Promise<OpenJobs | null> {
  const generation = s.generation;
  const started = performance.now();
  s.tracker.building();
  const building: Promise<OpenJobs | null> = buildOpenJobs(db).then(
    (ix) => {
      if (s.generation === generation) {
        s.current = ix;
        s.lastBuildMs = performance.now() - started;
        s.tracker.built(s.lastBuildMs);
      }
      if (s.building === building) s.building = null;
      return ix;
    },
    (err: unknown) => {
      // Retried by a later search.
      if (s.building === building) s.building = null;
      s.tracker.failed(err);
      return null;
    },
  );
  s.building = building;
  return building;
}

/**
 * The open jobs in memory, or null when they are being read or could not be (searches then use
 * SQL). A small index (a build under WAIT_FOR_BUILD_MS, and the first one) is waited for; a large
 * one is built in the background while SQL answers. Past REFRESH_MS it is read again in the
 * background.
 */
export async function openJobs(db: Db): Promise<OpenJobs | null> {
  const s = stateOf(db);
  const generation = s.generation;
  if (s.current && Date.now() - s.current.builtAt > REFRESH_MS && !s.building) void startBuild(db, s);
  if (s.current) return s.current;
  const building = s.building ?? startBuild(db, s);
  if (s.lastBuildMs != null && s.lastBuildMs > WAIT_FOR_BUILD_MS) return null;
  const ix = await building;
  return s.generation === generation ? ix : null;
}
