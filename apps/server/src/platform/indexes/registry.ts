/**
 * The in-memory search indexes of this process and how each is doing, so `/api/health` can say
 * and every failed build is logged with what the searches do meanwhile. An owner (the open jobs,
 * the listed candidates) registers once and reports its builds; it keeps its data itself.
 */
export type IndexState = 'idle' | 'building' | 'ready' | 'failed';

export type IndexStatus = {
  name: string;
  state: IndexState;
  /** When the index entered this state (ISO), null while idle. */
  since: string | null;
  /** The last failure's message while failed. */
  error: string | null;
  /** How long the last finished build took. */
  last_build_ms: number | null;
};

/** What an owner reports about its index. */
export type IndexTracker = {
  building(): void;
  built(ms: number): void;
  /** Logged at error with `fallback`: what searches do until the next build. */
  failed(err: unknown): void;
  /** The index was dropped (a change); the next search builds it again. */
  dropped(): void;
};

type Log = { error(obj: object, msg: string): void };

export type IndexRegistry = {
  /** Registers an index (again: the same tracker); `fallback` says what searches do while it fails. */
  track(name: string, fallback: string): IndexTracker;
  list(): IndexStatus[];
};

export function createIndexRegistry(log: Log): IndexRegistry {
  const statuses = new Map<string, IndexStatus>();
  const trackers = new Map<string, IndexTracker>();
  const set = (s: IndexStatus, state: IndexState, error: string | null = null) => {
    s.state = state;
    s.since = new Date().toISOString();
    s.error = error;
  };
  return {
    track(name, fallback) {
      const known = trackers.get(name);
      if (known) return known;
      const s: IndexStatus = { name, state: 'idle', since: null, error: null, last_build_ms: null };
      statuses.set(name, s);
      const tracker: IndexTracker = {
        building: () => {
          // A rebuild of a ready index keeps serving the old one (still ready); a retry after a
          // failure stays failed, since the first failure, until it succeeds.
          if (s.state === 'idle') set(s, 'building');
        },
        built: (ms) => {
          set(s, 'ready');
          s.last_build_ms = Math.round(ms);
        },
        failed: (err) => {
          const message = err instanceof Error ? err.message : String(err);
          if (s.state === 'failed') s.error = message;
          else set(s, 'failed', message);
          log.error({ err, index: name }, `${name} index build failed; ${fallback}`);
        },
        dropped: () => {
          if (s.state === 'ready') set(s, 'idle');
        },
      };
      trackers.set(name, tracker);
      return tracker;
    },
    list: () => [...statuses.values()].map((s) => ({ ...s })),
  };
}

/** An index used outside the app (a bench script) has no registry: a failure goes to stderr. */
export const UNTRACKED: IndexTracker = {
  building() {},
  built() {},
  failed(err) {
    process.stderr.write(`index build failed; searches read the database: ${String(err)}\n`);
  },
  dropped() {},
};

/**
 * `tracker` reporting to `also` as well: one index (per database) serves every app built on that
 * database, and each app's registry hears of it.
 */
export function reportingAlsoTo(tracker: IndexTracker, also: IndexTracker): IndexTracker {
  if (tracker === UNTRACKED || tracker === also) return also;
  return {
    building() {
      tracker.building();
      also.building();
    },
    built(ms) {
      tracker.built(ms);
      also.built(ms);
    },
    failed(err) {
      tracker.failed(err);
      also.failed(err);
    },
    dropped() {
      tracker.dropped();
      also.dropped();
    },
  };
}
