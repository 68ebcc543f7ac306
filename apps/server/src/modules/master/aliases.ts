import { isNotNull } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { masterItems } from '../../core/db/schema/master-data';
import { EVENTS, eventScope, subscribe } from '../../platform/events/domain-events';
import { rewriteIds } from './merge-json';

/**
 * Merged items and their survivors. A merge rewrites every stored record and saved criteria, but a
 * search URL someone bookmarked or shared before still carries the old id: searches read it as the
 * survivor. Kept per database; dropped at every domain event (a merge is one, in every process).
 */
const aliases = new WeakMap<Db, Promise<ReadonlyMap<number, number>>>();
const watched = new WeakSet<Db>();

function aliasesOf(db: Db): Promise<ReadonlyMap<number, number>> {
  const owner = eventScope(db);
  if (!watched.has(owner)) {
    watched.add(owner);
    subscribe(owner, EVENTS, () => aliases.delete(owner));
  }
  let found = aliases.get(owner);
  if (!found) {
    found = db
      .select({ id: masterItems.id, into: masterItems.mergedIntoId })
      .from(masterItems)
      .where(isNotNull(masterItems.mergedIntoId))
      .then((rows) => new Map(rows.flatMap((r) => (r.into === null ? [] : [[r.id, r.into]]))));
    found.catch(() => aliases.delete(owner));
    aliases.set(owner, found);
  }
  return found;
}

/** Search criteria with every merged item's id read as its survivor's (the same object when none). */
export async function withSurvivors<T extends object>(db: Db, criteria: T): Promise<T> {
  const map = await aliasesOf(db);
  if (map.size === 0) return criteria;
  const rewritten = rewriteIds(criteria, (id) => map.get(id) ?? id);
  // rewriteIds keeps every key and the kind of each value (number, numbers, comma-separated text).
  return rewritten ? (rewritten as T) : criteria;
}
