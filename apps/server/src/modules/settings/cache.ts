import { randomUUID } from 'node:crypto';
import type { PublicSettings } from '@portal/contract/settings';
import { sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { listen } from '../../core/db/notifications';
import { readPublicSettings } from './repository';

/**
 * Every page load reads the public settings (the client's settings/public and the server-rendered
 * title), so each process keeps them in memory until they change: at once in the process that
 * saved them, and in the others when PostgreSQL's notification arrives.
 */
const cache = new WeakMap<Db, { value: Promise<PublicSettings>; at: number }>();
/** A lost notice (the listening connection was down) heals within this time. */
const TTL_MS = 60_000;
const CHANNEL = 'settings_changes';
const senders = new WeakMap<Db, string>();
const senderId = (db: Db) => {
  let id = senders.get(db);
  if (!id) {
    id = randomUUID();
    senders.set(db, id);
  }
  return id;
};

/** The settings, read once per process and change; `via` reads them inside a caller's transaction. */
export function publicSettings(db: Db, via: Db = db): Promise<PublicSettings> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  const entry = { value: readPublicSettings(via), at: Date.now() };
  cache.set(db, entry);
  // A failed read is not kept: the next request tries again.
  entry.value.catch(() => {
    if (cache.get(db) === entry) cache.delete(db);
  });
  return entry.value;
}

type Log = Parameters<typeof listen>[3];

/** Called after a change is committed. */
export function announceSettingsChange(db: Db, log: Log): void {
  cache.delete(db);
  db.execute(sql`select pg_notify(${CHANNEL}, ${senderId(db)})`).catch((err: unknown) => {
    log.warn(
      { err },
      'settings change notice not sent; other processes show the old settings for up to 60 s',
    );
  });
}

/** PostgreSQL only (PGlite has one process); after a lost connection the cache is dropped too. */
export function followSettingsChanges(db: Db, databaseUrl: string, log: Log) {
  return listen(
    databaseUrl,
    CHANNEL,
    (from) => {
      if (from !== senderId(db)) cache.delete(db);
    },
    log,
  );
}
