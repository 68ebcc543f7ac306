import type { MasterName, MasterUsage } from '@portal/contract/master-data';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { writeAudit } from '../../platform/audit/write';
import type { Caller } from '../../platform/tenancy/scope';
import { deleteItem, itemOf, lockList, markMerged } from './admin-repository';
import { catalogue } from './i18n';
import { rewriteCriteria, rewriteLocations } from './merge-json';
import { isUsed, JSON_REFS, masterUsage, moveReferences, rewriteJsonRefs, usageOf } from './repository';

const NOT_FOUND = catalogue.text('errors.item_not_found');

/** One writer per list at a time (the same lock as adds, renames and moves). */
export { lockList };

/** An item of the list not merged into another; undefined when there is none. */
async function liveItemOf(tx: Db, list: MasterName, id: number) {
  const row = await itemOf(tx, list, id);
  return row && row.mergedIntoId === null ? row : undefined;
}

async function liveItem(tx: Db, list: MasterName, id: number) {
  const row = await liveItemOf(tx, list, id);
  if (!row) throw AppError.notFound(NOT_FOUND);
  return row;
}

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
            catalogue.text('errors.used_by_deactivate_it_instead', {
              name: row.name,
              jobs: String(usage.jobs),
              profiles: String(usage.profiles),
              other: String(usage.other),
            }),
          );
        // Aliases of the item (merged into it earlier) go with it.
        await deleteItem(tx, id);
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
      if (id === intoId)
        throw AppError.validation({ into_id: [catalogue.text('errors.choose_another_item_keep')] });
      const moved = await db.transaction(async (tx) => {
        await lockList(tx, list);
        const from = await liveItem(tx, list, id);
        // No such item is the caller's mistake; a failed read is not (it reaches the error handler).
        const into = await liveItemOf(tx, list, intoId);
        if (!into)
          throw AppError.validation({ into_id: [catalogue.text('errors.choose_item_same_list_keep')] });
        // A location's parent is part of it: a city merged into another state's city would leave
        // job locations whose state and city disagree.
        if ((list === 'states' || list === 'cities') && from.parentId !== into.parentId)
          throw AppError.validation({
            into_id: [
              list === 'cities'
                ? catalogue.text('errors.both_same_state')
                : catalogue.text('errors.both_same_country'),
            ],
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
        // Earlier aliases of the merged item now lead straight to the survivor.
        await markMerged(tx, id, intoId);
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
