import {
  MASTER_LABELS,
  MASTER_NAMES,
  type MasterAdminItem,
  type MasterItemInput,
  type MasterItemUpdate,
  type MasterListSummary,
  type MasterName,
} from '@portal/contract/master-data';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { slugify } from '../../core/lib/slug';
import { writeAudit } from '../../platform/audit/write';
import type { Caller } from '../../platform/tenancy/scope';
import {
  countsByList,
  insertItem,
  itemOf,
  itemRows,
  lastSort,
  lockList,
  nameTaken,
  orderedIds,
  renumber,
  slugsLike,
  updateItem,
} from './admin-repository';
import { catalogue } from './i18n';
import { masterUsage, usageOf } from './repository';

/** The list a list's items hang under (a city's state, a state's country). */
const PARENT_LIST: Partial<Record<MasterName, MasterName>> = { states: 'countries', cities: 'states' };
const NOT_FOUND = catalogue.text('errors.item_not_found');

/**
 * Master data as staff manage it. A rename keeps the slug (public URLs use it); a new item's slug
 * is its name's, made unique in the list. Every change is audited and drops the job caches, whose
 * facets and pages carry the names.
 */
export function createMasterAdmin(db: Db, onChange: () => void) {
  async function item(tx: Db, list: MasterName, id: number) {
    const row = await itemOf(tx, list, id);
    if (!row) throw AppError.notFound(NOT_FOUND);
    return row;
  }

  async function assertNameFree(
    tx: Db,
    list: MasterName,
    name: string,
    parentId: number | null,
    except?: number,
  ) {
    if (await nameTaken(tx, list, name, parentId, except))
      throw AppError.conflict(catalogue.text('errors.already_in_list', { name }));
  }

  return {
    async lists(): Promise<MasterListSummary[]> {
      const rows = await countsByList(db);
      const counts = new Map(rows.map((r) => [r.list, r.n]));
      return MASTER_NAMES.map((name) => ({ name, label: MASTER_LABELS[name], count: counts.get(name) ?? 0 }));
    },

    async items(list: MasterName, q?: string): Promise<MasterAdminItem[]> {
      const [found, usage] = await Promise.all([itemRows(db, list, q), masterUsage(db, list)]);
      return found.map((r) => ({ ...r, usage: usageOf(usage, r.id) }));
    },

    async add(caller: Caller, list: MasterName, input: MasterItemInput): Promise<number> {
      const parentList = PARENT_LIST[list];
      const parentId = input.parent_id ?? null;
      const id = await db.transaction(async (tx) => {
        // One writer per list at a time: slugs and places are read, then written.
        await lockList(tx, list);
        if (parentList) {
          // No such parent is the caller's mistake; a failed read is not (it reaches the error handler).
          if (parentId === null || !(await itemOf(tx, parentList, parentId)))
            throw AppError.validation({ parent_id: [catalogue.text('errors.choose_where_it_belongs')] });
        } else if (parentId !== null)
          throw AppError.validation({ parent_id: [catalogue.text('errors.list_has_no_parent')] });
        await assertNameFree(tx, list, input.name, parentId);
        const base = slugify(input.name) || 'item';
        const taken = await slugsLike(tx, list, base);
        let slug = base;
        for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
        const sort = (await lastSort(tx, list)) + 1;
        const nameAr = input.name_ar ?? null;
        const newId = await insertItem(tx, { list, name: input.name, nameAr, slug, parentId, sort });
        await writeAudit(tx, caller.user, {
          action: 'master.add',
          targetType: list,
          targetId: newId,
          after: { name: input.name, name_ar: nameAr, slug },
        });
        return newId;
      });
      onChange();
      return id;
    },

    async update(caller: Caller, list: MasterName, id: number, patch: MasterItemUpdate): Promise<void> {
      await db.transaction(async (tx) => {
        await lockList(tx, list);
        const row = await item(tx, list, id);
        if (row.mergedIntoId !== null) throw AppError.notFound(NOT_FOUND);
        if (patch.active !== undefined && patch.active !== row.active) {
          // Deactivating keeps the item on every record that has it; only new choices lose it.
          await updateItem(tx, id, { active: patch.active });
          await writeAudit(tx, caller.user, {
            action: patch.active ? 'master.reactivate' : 'master.deactivate',
            targetType: list,
            targetId: id,
            before: { active: row.active },
            after: { active: patch.active },
          });
        }
        if (patch.name !== undefined && patch.name !== row.name) {
          await assertNameFree(tx, list, patch.name, row.parentId, id);
          await updateItem(tx, id, { name: patch.name });
          await writeAudit(tx, caller.user, {
            action: 'master.rename',
            targetType: list,
            targetId: id,
            before: { name: row.name },
            after: { name: patch.name },
          });
        }
        if (patch.name_ar !== undefined && patch.name_ar !== row.nameAr) {
          await updateItem(tx, id, { nameAr: patch.name_ar });
          await writeAudit(tx, caller.user, {
            action: 'master.rename',
            targetType: list,
            targetId: id,
            before: { name_ar: row.nameAr },
            after: { name_ar: patch.name_ar },
          });
        }
        if (patch.move) {
          // Places are renumbered in display order, then the item swaps with its neighbour.
          const ids = await orderedIds(tx, list);
          const at = ids.indexOf(id);
          const to = patch.move === 'up' ? at - 1 : at + 1;
          if (to < 0 || to >= ids.length) return;
          [ids[at], ids[to]] = [ids[to] as number, ids[at] as number];
          await renumber(tx, ids);
          await writeAudit(tx, caller.user, {
            action: 'master.move',
            targetType: list,
            targetId: id,
            before: { place: at + 1 },
            after: { place: to + 1 },
          });
        }
      });
      onChange();
    },
  };
}
