import type { Db } from '../../core/db/client';
import { EVENTS, subscribe } from '../../platform/events/domain-events';
import { type EmployerRef, employerRefRows, type MasterRef, masterRefRows } from './refs-repository';

export type { EmployerRef, MasterRef };

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
  lookup(store(db).masters, ids, (missing) => masterRefRows(db, missing));

export const employerRefs = (db: Db, ids: Iterable<number>) =>
  lookup(store(db).employers, ids, (missing) => employerRefRows(db, missing));
