import { inArray } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { clients } from '../../core/db/schema/clients';
import { masterItems } from '../../core/db/schema/master-data';
import { EVENTS, subscribe } from '../../platform/events/domain-events';

export type MasterRef = { id: number; name: string; slug: string; list: string; parentId: number | null };
export type EmployerRef = Pick<typeof clients.$inferSelect, 'id' | 'name' | 'type'>;

/**
 * In-memory names of master-data items and employers, which every hit page and job detail shows.
 * They change rarely (seeds, admin, an organisation's profile): ids not yet known are fetched in
 * one query and kept. A back-office change of master data is a domain event in every process, and
 * the names go at it; TTL_MS covers what changes outside the
 * application (a seed, a hand edit).
 */
const TTL_MS = 5 * 60_000;

type Store = { at: number; masters: Map<number, MasterRef>; employers: Map<number, EmployerRef> };
const stores = new WeakMap<Db, Store>();

const watched = new WeakSet<Db>();

function store(db: Db): Store {
  if (!watched.has(db)) {
    watched.add(db);
    subscribe(db, EVENTS, () => stores.delete(db));
  }
  let s = stores.get(db);
  if (!s || Date.now() - s.at > TTL_MS) {
    s = { at: Date.now(), masters: new Map(), employers: new Map() };
    stores.set(db, s);
  }
  return s;
}

async function lookup<T extends { id: number }>(
  known: Map<number, T>,
  ids: Iterable<number>,
  fetch: (missing: number[]) => Promise<T[]>,
): Promise<Map<number, T>> {
  const wanted = [...new Set(ids)];
  const missing = wanted.filter((id) => !known.has(id));
  if (missing.length) for (const r of await fetch(missing)) known.set(r.id, r);
  const out = new Map<number, T>();
  for (const id of wanted) {
    const r = known.get(id);
    if (r) out.set(id, r);
  }
  return out;
}

export const masterRefs = (db: Db, ids: Iterable<number>) =>
  lookup(store(db).masters, ids, (missing) =>
    db
      .select({
        id: masterItems.id,
        name: masterItems.name,
        slug: masterItems.slug,
        list: masterItems.list,
        parentId: masterItems.parentId,
      })
      .from(masterItems)
      .where(inArray(masterItems.id, missing)),
  );

export const employerRefs = (db: Db, ids: Iterable<number>) =>
  lookup(store(db).employers, ids, (missing) =>
    db
      .select({ id: clients.id, name: clients.name, type: clients.type })
      .from(clients)
      .where(inArray(clients.id, missing)),
  );
