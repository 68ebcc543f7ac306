import { createHash } from 'node:crypto';
import type { MasterImportPreview, MasterName } from '@portal/contract/master-data';
import { MASTER_CSV_COLUMNS, MASTER_IMPORT_ACTIONS } from '@portal/contract/master-data';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { toCsv } from '../../core/lib/csv';
import { writeAudit } from '../../platform/audit/write';
import type { Caller } from '../../platform/tenancy/scope';
import { type ImportPlan, planImport } from './csv-plan';
import { exportRows, insertItems, listItems, parentSlugs, updateItem } from './csv-repository';
import { catalogue } from './i18n';
import { lockList } from './merge';
import { masterUsage, usageOf } from './repository';

const PARENT_LIST: Partial<Record<MasterName, MasterName>> = { states: 'countries', cities: 'states' };

/** The digest of what a plan writes: equal digests, equal writes. */
const digest = (list: MasterName, plan: ImportPlan) =>
  createHash('sha256')
    .update(JSON.stringify({ list, adds: plan.adds, changes: plan.changes }))
    .digest('hex');

/** A list to CSV and back: export, and an import previewed before it is applied. */
export function createMasterCsv(db: Db, onChange: () => void) {
  async function plan(tx: Db, list: MasterName, data: Buffer) {
    const parentList = PARENT_LIST[list];
    // One after the other: a transaction is one connection, which runs one statement at a time.
    const existing = await listItems(tx, list);
    const parents = parentList ? await parentSlugs(tx, parentList) : null;
    return planImport(data, existing, parents);
  }

  return {
    /**
     * name, name_ar (empty when none), slug, parent (its slug), active, order, usage (records using
     * it), in display order.
     */
    async exportCsv(list: MasterName): Promise<string> {
      const [rows, usage] = await Promise.all([exportRows(db, list), masterUsage(db, list)]);
      return toCsv([
        [...MASTER_CSV_COLUMNS],
        ...rows.map((r) => {
          const u = usageOf(usage, r.id);
          return [
            r.name,
            r.nameAr ?? '',
            r.slug,
            r.parent,
            r.active ? 'yes' : 'no',
            r.sort,
            u.jobs + u.profiles + u.other,
          ];
        }),
      ]);
    },

    async preview(list: MasterName, data: Buffer): Promise<MasterImportPreview> {
      const p = await plan(db, list, data);
      const counts = Object.fromEntries(
        MASTER_IMPORT_ACTIONS.map((a) => [a, 0]),
      ) as MasterImportPreview['counts'];
      for (const r of p.rows) counts[r.action] += 1;
      return { rows: p.rows, counts, token: digest(list, p) };
    },

    /**
     * Plans the file again under the list's lock and writes it only if that plan is the one
     * previewed (same digest): a list changed meanwhile, or another file, is a 409 and writes nothing.
     */
    async apply(caller: Caller, list: MasterName, data: Buffer, token: string) {
      const result = await db.transaction(async (tx) => {
        await lockList(tx, list);
        const p = await plan(tx, list, data);
        if (digest(list, p) !== token)
          throw AppError.conflict(catalogue.text('errors.list_or_file_changed_since'));
        if (p.adds.length > 0)
          await insertItems(
            tx,
            p.adds.map((a) => ({
              list,
              name: a.name,
              nameAr: a.nameAr,
              slug: a.slug,
              parentId: a.parentId,
              active: a.active,
              sort: a.sort,
            })),
          );
        for (const c of p.changes) {
          const { id, ...set } = c;
          await updateItem(tx, id, set);
        }
        await writeAudit(tx, caller.user, {
          action: 'master.import',
          targetType: list,
          targetId: list,
          after: { added: p.adds.map((a) => a.name), changed: p.changes },
        });
        return { added: p.adds.length, changed: p.changes.length };
      });
      onChange();
      return result;
    },
  };
}
