import type { PublicSettings } from '@portal/contract/settings';
import type { Db } from '../../core/db/client';
import { publish, subscribe } from '../../platform/events/domain-events';
import { readPublicSettings } from './repository';

/**
 * Every page load reads the public settings (the client's settings/public and the server-rendered
 * title), so each process keeps them in memory until they change: a save is the domain event
 * `settings.changed`, handled at once in the process that saved and, through the domain events'
 * notice, in the others (after a lost connection, too).
 */
const cache = new WeakMap<Db, { value: Promise<PublicSettings>; at: number }>();
const watched = new WeakSet<Db>();
/** A lost notice heals within this time. */
const TTL_MS = 60_000;

/** The settings, read once per process and change; `via` reads them inside a caller's transaction. */
export function publicSettings(db: Db, via: Db = db): Promise<PublicSettings> {
  if (!watched.has(db)) {
    watched.add(db);
    subscribe(db, ['settings.changed'], () => cache.delete(db));
  }
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  const entry = { value: readPublicSettings(via), at: Date.now() };
  cache.set(db, entry);
  // A failed read is not kept: the next request tries again (the caller gets the error).
  entry.value.catch(() => {
    if (cache.get(db) === entry) cache.delete(db);
  });
  return entry.value;
}

type Log = Parameters<typeof publish>[2];

/** Called after a change is committed. */
export function announceSettingsChange(db: Db, log: Log): void {
  publish(db, 'settings.changed', log);
}
