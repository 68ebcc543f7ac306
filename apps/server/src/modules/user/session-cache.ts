import { LRUCache } from 'lru-cache';
import type { Database } from '../../core/db/client';
import type { UserWithClient } from '../../platform/auth/signed-in-user';

/** What a signed-in request looks up (repository.ts, findSession). */
export type SessionFound = { user: UserWithClient | null; revoked: boolean };
type Read = (userId: number, jti: string) => Promise<SessionFound>;

/** Every write to users, clients or revoked_tokens is announced here (migration 0055). */
export const AUTH_CHANGES = 'auth_changes';
const MAX_SESSIONS = 10_000;
// Not needed for correctness (the notices are); bounds how long an idle entry holds its memory.
const TTL_MS = 60_000;

type Log = { warn(obj: object, msg: string): void };

/**
 * On the embedded database, the lookup every signed-in request makes is kept in memory: there it is
 * a query on the single connection that every request queues for (docs/performance.md). It is safe
 * only because PGlite is one process that hears every write as it commits: its notices reach
 * `listen` before the writing statement's caller resumes, so no request after a sign-out, a
 * suspension or a role change reads the old answer. On PostgreSQL other processes write too and
 * their notices arrive later, so every request reads the database.
 *
 * A read that was under way when a change landed is not kept (the generation moved), since it may
 * have read the rows before the change. Entries are frozen: a request changing `req.user` would
 * otherwise change it for the next request.
 */
export async function sessionLookup(
  database: Pick<Database, 'driver' | 'listen'>,
  read: Read,
  log: Log,
): Promise<{ find: Read; stop: () => Promise<void> }> {
  if (database.driver !== 'pglite') return { find: read, stop: async () => {} };
  const cache = new LRUCache<string, SessionFound>({ max: MAX_SESSIONS, ttl: TTL_MS });
  let generation = 0;
  const stop = await database.listen(
    AUTH_CHANGES,
    () => {
      generation++;
      cache.clear();
    },
    log,
  );
  return {
    async find(userId, jti) {
      const key = `${userId}:${jti}`;
      const hit = cache.get(key);
      if (hit) return hit;
      const started = generation;
      const found = freeze(await read(userId, jti));
      if (generation === started) cache.set(key, found);
      return found;
    },
    stop,
  };
}

function freeze(found: SessionFound): SessionFound {
  if (found.user?.client) Object.freeze(found.user.client);
  if (found.user) Object.freeze(found.user);
  return Object.freeze(found);
}
