import { MASTER_NAMES, type MasterName, type MasterUsage } from '@portal/contract/master-data';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { masterItems } from '../../core/db/schema/master-data';
import { AppError } from '../../core/lib/app-error';
import { writeAudit } from '../../platform/audit/write';
import type { Caller } from '../../platform/tenancy/scope';
import { rewriteCriteria, rewriteLocations } from './merge-json';
import { isUsed, JSON_REFS, masterUsage, moveReferences, rewriteJsonRefs, usageOf } from './repository';

const NOT_FOUND = 'Item not found.';

/** One writer per list at a time (the same lock as adds, renames and moves). */
export const lockList = (tx: Db, list: MasterName) =>
  tx.execute(sql`select pg_advisory_xact_lock(727300, ${MASTER_NAMES.indexOf(list)})`);

async function liveItem(tx: Db, list: MasterName, id: number) {
  const [row] = await tx
    .select()
    .from(masterItems)
    .where(and(eq(masterItems.list, list), eq(masterItems.id, id)));
  if (!row || row.mergedIntoId !== null) throw AppError.notFound(NOT_FOUND);
  return row;
}

const describe = (u: MasterUsage) => `${u.jobs} jobs, ${u.profiles} profiles, ${u.other} other records`;

/** Deleting an unused item and merging two: the changes that take an item out of a list. */
export function createMasterLifecycle(db: Db, onChange: () => void) {
  return {
    /** Only an item nothing uses may go; one in use is deactivated instead (409 says so). */
    async remove(caller: Caller, list: MasterName, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await lockList(tx, list);
        const row = await liveItem(tx, list, id);
        const usage = usageOf(await masterUsage(tx, list, id), id);
        if (isUsed(usage))
          throw AppError.conflict(
            `"${row.name}" is used by ${describe(usage)}: deactivate it instead, or merge it into another item.`,
          );
        // Aliases of the item (merged into it earlier) go with it.
        await tx.delete(masterItems).where(eq(masterItems.id, id));
        await writeAudit(tx, caller.user, {
          action: 'master.delete',
          targetType: list,
          targetId: id,
          before: { name: row.name, slug: row.slug },
        });
      });
      onChange();
    },

    /**
     * Every record holding `id` moves to `intoId` in one transaction; `id` stays, inactive, as an
     * alias of the survivor so its slug and old links still lead somewhere. Answers what moved.
     */
    async merge(caller: Caller, list: MasterName, id: number, intoId: number): Promise<MasterUsage> {
      if (id === intoId) throw AppError.validation({ into_id: ['Choose another item to keep'] });
      const moved = await db.transaction(async (tx) => {
        await lockList(tx, list);
        const from = await liveItem(tx, list, id);
        const into = await liveItem(tx, list, intoId).catch(() => {
          throw AppError.validation({ into_id: ['Choose an item of the same list to keep'] });
        });
        // A location's parent is part of it: a city merged into another state's city would leave
        // job locations whose state and city disagree.
        if ((list === 'states' || list === 'cities') && from.parentId !== into.parentId)
          throw AppError.validation({
            into_id: [`Both must be in the same ${list === 'cities' ? 'state' : 'country'}`],
          });
        const usage = usageOf(await masterUsage(tx, list, id), id);
        await moveReferences(tx, list, id, intoId);
        let searches = 0;
        for (const ref of JSON_REFS) {
          searches += await rewriteJsonRefs(tx, ref, id, (value) =>
            ref.column === 'locations'
              ? rewriteLocations(value, id, intoId)
              : rewriteCriteria(value, id, intoId),
          );
        }
        await tx
          .update(masterItems)
          .set({ mergedIntoId: intoId, active: false })
          .where(eq(masterItems.id, id));
        // Earlier aliases of the merged item now lead straight to the survivor.
        await tx.update(masterItems).set({ mergedIntoId: intoId }).where(eq(masterItems.mergedIntoId, id));
        await writeAudit(tx, caller.user, {
          action: 'master.merge',
          targetType: list,
          targetId: id,
          before: { name: from.name, slug: from.slug, usage },
          after: { merged_into: { id: into.id, name: into.name, slug: into.slug }, saved_searches: searches },
        });
        return usage;
      });
      onChange();
      return moved;
    },
  };
}
