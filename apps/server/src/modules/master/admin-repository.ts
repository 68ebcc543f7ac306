import { MASTER_NAMES, type MasterName } from '@portal/contract/master-data';
import { and, asc, count, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../core/db/client';
import { masterItems } from '../../core/db/schema/master-data';

/** The back office's reads and writes of master items (admin.ts, merge.ts). */

export type MasterItemRow = typeof masterItems.$inferSelect;

const likeTerm = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One writer per list at a time (adds, renames, moves, deletes, merges, CSV imports). */
export const lockList = (tx: Db, list: MasterName) =>
  tx.execute(sql`select pg_advisory_xact_lock(727300, ${MASTER_NAMES.indexOf(list)})`);

/** An item of `list`, merged or not; undefined when there is none. */
export async function itemOf(db: Db, list: MasterName, id: number): Promise<MasterItemRow | undefined> {
  const [row] = await db
    .select()
    .from(masterItems)
    .where(and(eq(masterItems.list, list), eq(masterItems.id, id)));
  return row;
}

/** Whether a live item of the list (under the same parent) has the name, case aside. */
export async function nameTaken(
  db: Db,
  list: MasterName,
  name: string,
  parentId: number | null,
  except?: number,
): Promise<boolean> {
  const [dup] = await db
    .select({ id: masterItems.id })
    .from(masterItems)
    .where(
      and(
        eq(masterItems.list, list),
        sql`lower(${masterItems.name}) = lower(${name})`,
        isNull(masterItems.mergedIntoId),
        parentId === null ? sql`${masterItems.parentId} is null` : eq(masterItems.parentId, parentId),
        except ? sql`${masterItems.id} <> ${except}` : undefined,
      ),
    );
  return dup !== undefined;
}

const parent = alias(masterItems, 'parent');

/**
 * A list's live items in display order, with the parent's name; merged items are left out. `q`
 * finds an item by its English or its Arabic name.
 */
export function itemRows(db: Db, list: MasterName, q?: string) {
  return db
    .select({
      id: masterItems.id,
      name: masterItems.name,
      name_ar: masterItems.nameAr,
      slug: masterItems.slug,
      parent_id: masterItems.parentId,
      sort: masterItems.sort,
      parent_name: parent.name,
      active: masterItems.active,
    })
    .from(masterItems)
    .leftJoin(parent, eq(parent.id, masterItems.parentId))
    .where(
      and(
        eq(masterItems.list, list),
        isNull(masterItems.mergedIntoId),
        q ? or(ilike(masterItems.name, likeTerm(q)), ilike(masterItems.nameAr, likeTerm(q))) : undefined,
      ),
    )
    .orderBy(asc(masterItems.sort), asc(masterItems.name), asc(masterItems.id));
}

/** Live items per list. */
export const countsByList = (db: Db) =>
  db
    .select({ list: masterItems.list, n: count() })
    .from(masterItems)
    .where(isNull(masterItems.mergedIntoId))
    .groupBy(masterItems.list);

/** The list's slugs starting with `base`. */
export async function slugsLike(db: Db, list: MasterName, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: masterItems.slug })
    .from(masterItems)
    .where(and(eq(masterItems.list, list), sql`${masterItems.slug} like ${`${base}%`}`));
  return new Set(rows.map((r) => r.slug));
}

/** The list's last place (-1 when empty). */
export async function lastSort(db: Db, list: MasterName): Promise<number> {
  const [last] = await db
    .select({ max: sql<number>`coalesce(max(${masterItems.sort}), -1)` })
    .from(masterItems)
    .where(eq(masterItems.list, list));
  return Number(last?.max ?? -1);
}

export async function insertItem(db: Db, values: typeof masterItems.$inferInsert): Promise<number> {
  const [row] = await db.insert(masterItems).values(values).returning({ id: masterItems.id });
  if (!row) throw new Error('master item insert returned no row');
  return row.id;
}

export const updateItem = (db: Db, id: number, set: Partial<typeof masterItems.$inferInsert>) =>
  db.update(masterItems).set(set).where(eq(masterItems.id, id));

/** The list's live item ids in display order. */
export async function orderedIds(db: Db, list: MasterName): Promise<number[]> {
  const rows = await db
    .select({ id: masterItems.id })
    .from(masterItems)
    .where(and(eq(masterItems.list, list), isNull(masterItems.mergedIntoId)))
    .orderBy(asc(masterItems.sort), asc(masterItems.name), asc(masterItems.id));
  return rows.map((r) => r.id);
}

/** Places 0, 1, ... in the order of `ids`. */
export const renumber = (db: Db, ids: number[]) =>
  db.execute(
    sql`update master_items set sort = v.sort from (select unnest(${sql.raw(`ARRAY[${ids.map(Number).join(',')}]`)}::int[]) as id, generate_series(0, ${ids.length - 1}) as sort) v where master_items.id = v.id`,
  );

/** Deletes an item; its aliases (merged into it earlier) go with it. */
export const deleteItem = (db: Db, id: number) => db.delete(masterItems).where(eq(masterItems.id, id));

/** `id` becomes an inactive alias of `intoId`, and its own aliases lead straight to `intoId`. */
export async function markMerged(db: Db, id: number, intoId: number): Promise<void> {
  await db.update(masterItems).set({ mergedIntoId: intoId, active: false }).where(eq(masterItems.id, id));
  await db.update(masterItems).set({ mergedIntoId: intoId }).where(eq(masterItems.mergedIntoId, id));
}
