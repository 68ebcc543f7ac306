import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { masterItems } from '../../core/db/schema/master-data';
import { slugify } from '../../core/lib/slug';
import { MASTER_LISTS, PARENT_LIST, SEED_ORDER } from './master-lists';

/**
 * Inserts every master list; existing (list, slug) pairs keep what they hold, so it can run again,
 * except that an Arabic name still missing is filled in (one set in the back office stays).
 */
export async function seedMasterData(db: Db): Promise<void> {
  for (const list of SEED_ORDER) {
    const items = MASTER_LISTS[list];
    const parentList = PARENT_LIST[list];
    const parentIds = new Map<string, number>();
    if (parentList) {
      const slugs = [...new Set(items.flatMap((i) => (i.parent ? [i.parent] : [])))];
      const rows = await db
        .select({ id: masterItems.id, slug: masterItems.slug })
        .from(masterItems)
        .where(and(eq(masterItems.list, parentList), inArray(masterItems.slug, slugs)));
      for (const r of rows) parentIds.set(r.slug, r.id);
    }
    const values = items.map((item, index) => {
      const parentId = item.parent ? parentIds.get(item.parent) : undefined;
      if (item.parent && parentId === undefined) {
        throw new Error(`Seed: ${list} "${item.name}" names unknown parent "${item.parent}"`);
      }
      return {
        list,
        name: item.name,
        nameAr: item.nameAr ?? null,
        slug: slugify(item.name),
        parentId: parentId ?? null,
        sort: index,
      };
    });
    await db
      .insert(masterItems)
      .values(values)
      .onConflictDoUpdate({
        target: [masterItems.list, masterItems.slug],
        set: { nameAr: sql`coalesce(${masterItems.nameAr}, excluded.name_ar)` },
        setWhere: sql`${masterItems.nameAr} is null and excluded.name_ar is not null`,
      });
  }
}
