import type { MasterName } from '@portal/contract/master-data';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../core/db/client';
import { masterItems } from '../../core/db/schema/master-data';

/** The reads and writes of a list's CSV export and import (csv-service.ts). */

type ItemValues = typeof masterItems.$inferInsert;

const parent = alias(masterItems, 'parent');

/** Every item of the list, merged ones too: what an import is planned against. */
export const listItems = (db: Db, list: MasterName) =>
  db.select().from(masterItems).where(eq(masterItems.list, list));

/** The slugs of the parent list's live items, which a file's `parent` column names. */
export const parentSlugs = (db: Db, parentList: MasterName) =>
  db
    .select({ id: masterItems.id, slug: masterItems.slug })
    .from(masterItems)
    .where(and(eq(masterItems.list, parentList), isNull(masterItems.mergedIntoId)));

/** The list's live items with their parent's slug, in display order. */
export const exportRows = (db: Db, list: MasterName) =>
  db
    .select({
      id: masterItems.id,
      name: masterItems.name,
      nameAr: masterItems.nameAr,
      slug: masterItems.slug,
      parent: parent.slug,
      active: masterItems.active,
      sort: masterItems.sort,
    })
    .from(masterItems)
    .leftJoin(parent, eq(parent.id, masterItems.parentId))
    .where(and(eq(masterItems.list, list), isNull(masterItems.mergedIntoId)))
    .orderBy(asc(masterItems.sort), asc(masterItems.name), asc(masterItems.id));

export async function insertItems(tx: Db, values: ItemValues[]) {
  await tx.insert(masterItems).values(values);
}

export async function updateItem(tx: Db, id: number, set: Partial<ItemValues>) {
  await tx.update(masterItems).set(set).where(eq(masterItems.id, id));
}
