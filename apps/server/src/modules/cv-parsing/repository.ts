import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { masterItems } from '../../core/db/schema/master-data';
import { LISTS, type MasterEntry, type MasterLists } from './masters';

/** The master lists CVs are mapped to: the items offered now (active, not merged away). */
export async function loadMasterLists(db: Db): Promise<MasterLists> {
  const rows = await db
    .select({
      id: masterItems.id,
      list: masterItems.list,
      name: masterItems.name,
      parentId: masterItems.parentId,
    })
    .from(masterItems)
    .where(
      and(
        inArray(masterItems.list, [...LISTS]),
        eq(masterItems.active, true),
        isNull(masterItems.mergedIntoId),
      ),
    )
    .orderBy(masterItems.sort, masterItems.id);
  const lists = Object.fromEntries(LISTS.map((l) => [l, [] as MasterEntry[]])) as unknown as MasterLists;
  for (const r of rows)
    lists[r.list as keyof MasterLists]?.push({ id: r.id, name: r.name, parentId: r.parentId });
  return lists;
}
