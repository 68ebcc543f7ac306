import {
  MASTER_LABELS,
  MASTER_NAMES,
  type MasterAdminItem,
  type MasterItemInput,
  type MasterItemUpdate,
  type MasterListSummary,
  type MasterName,
} from '@portal/contract/master-data';
import { and, asc, count, eq, ilike, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../core/db/client';
import { masterItems } from '../../core/db/schema/master-data';
import { AppError } from '../../core/lib/app-error';
import { slugify } from '../../core/lib/slug';
import { writeAudit } from '../../platform/audit/write';
import type { Caller } from '../../platform/tenancy/scope';
import { masterUsage, usageOf } from './repository';

/** The list a list's items hang under (a city's state, a state's country). */
const PARENT_LIST: Partial<Record<MasterName, MasterName>> = { states: 'countries', cities: 'states' };
const NOT_FOUND = 'Item not found.';
const likeTerm = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Master data as staff manage it. A rename keeps the slug (public URLs use it); a new item's slug
 * is its name's, made unique in the list. Every change is audited and drops the job caches, whose
 * facets and pages carry the names.
 */
export function createMasterAdmin(db: Db, onChange: () => void) {
  const parent = alias(masterItems, 'parent');

  async function item(tx: Db, list: MasterName, id: number) {
    const [row] = await tx
      .select()
      .from(masterItems)
      .where(and(eq(masterItems.list, list), eq(masterItems.id, id)));
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
    const [dup] = await tx
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
    if (dup) throw AppError.conflict(`"${name}" is already in this list.`);
  }

  /** Merged items are left out: they live on only as their survivor's aliases. */
  function itemRows(list: MasterName, q?: string) {
    return db
      .select({
        id: masterItems.id,
        name: masterItems.name,
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
          q ? ilike(masterItems.name, likeTerm(q)) : undefined,
        ),
      )
      .orderBy(asc(masterItems.sort), asc(masterItems.name), asc(masterItems.id));
  }

  return {
    async lists(): Promise<MasterListSummary[]> {
      const rows = await db
        .select({ list: masterItems.list, n: count() })
        .from(masterItems)
        .where(isNull(masterItems.mergedIntoId))
        .groupBy(masterItems.list);
      const counts = new Map(rows.map((r) => [r.list, r.n]));
      return MASTER_NAMES.map((name) => ({ name, label: MASTER_LABELS[name], count: counts.get(name) ?? 0 }));
    },

    async items(list: MasterName, q?: string): Promise<MasterAdminItem[]> {
      const [found, usage] = await Promise.all([itemRows(list, q), masterUsage(db, list)]);
      return found.map((r) => ({ ...r, usage: usageOf(usage, r.id) }));
    },

    async add(caller: Caller, list: MasterName, input: MasterItemInput): Promise<number> {
      const parentList = PARENT_LIST[list];
      const parentId = input.parent_id ?? null;
      const id = await db.transaction(async (tx) => {
        // One writer per list at a time: slugs and places are read, then written.
        await tx.execute(sql`select pg_advisory_xact_lock(727300, ${MASTER_NAMES.indexOf(list)})`);
        if (parentList) {
          if (parentId === null) throw AppError.validation({ parent_id: ['Choose where it belongs'] });
          await item(tx, parentList, parentId).catch(() => {
            throw AppError.validation({ parent_id: ['Choose where it belongs'] });
          });
        } else if (parentId !== null) throw AppError.validation({ parent_id: ['This list has no parent'] });
        await assertNameFree(tx, list, input.name, parentId);
        const base = slugify(input.name) || 'item';
        const taken = new Set(
          (
            await tx
              .select({ slug: masterItems.slug })
              .from(masterItems)
              .where(and(eq(masterItems.list, list), sql`${masterItems.slug} like ${`${base}%`}`))
          ).map((r) => r.slug),
        );
        let slug = base;
        for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
        const [last] = await tx
          .select({ max: sql<number>`coalesce(max(${masterItems.sort}), -1)` })
          .from(masterItems)
          .where(eq(masterItems.list, list));
        const [row] = await tx
          .insert(masterItems)
          .values({ list, name: input.name, slug, parentId, sort: Number(last?.max ?? -1) + 1 })
          .returning({ id: masterItems.id });
        if (!row) throw new Error('master item insert returned no row');
        await writeAudit(tx, caller.user, {
          action: 'master.add',
          targetType: list,
          targetId: row.id,
          after: { name: input.name, slug },
        });
        return row.id;
      });
      onChange();
      return id;
    },

    async update(caller: Caller, list: MasterName, id: number, patch: MasterItemUpdate): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(727300, ${MASTER_NAMES.indexOf(list)})`);
        const row = await item(tx, list, id);
        if (row.mergedIntoId !== null) throw AppError.notFound(NOT_FOUND);
        if (patch.active !== undefined && patch.active !== row.active) {
          // Deactivating keeps the item on every record that has it; only new choices lose it.
          await tx.update(masterItems).set({ active: patch.active }).where(eq(masterItems.id, id));
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
          await tx.update(masterItems).set({ name: patch.name }).where(eq(masterItems.id, id));
          await writeAudit(tx, caller.user, {
            action: 'master.rename',
            targetType: list,
            targetId: id,
            before: { name: row.name },
            after: { name: patch.name },
          });
        }
        if (patch.move) {
          // Places are renumbered in display order, then the item swaps with its neighbour.
          const ordered = await tx
            .select({ id: masterItems.id })
            .from(masterItems)
            .where(and(eq(masterItems.list, list), isNull(masterItems.mergedIntoId)))
            .orderBy(asc(masterItems.sort), asc(masterItems.name), asc(masterItems.id));
          const ids = ordered.map((r) => r.id);
          const at = ids.indexOf(id);
          const to = patch.move === 'up' ? at - 1 : at + 1;
          if (to < 0 || to >= ids.length) return;
          [ids[at], ids[to]] = [ids[to] as number, ids[at] as number];
          await tx.execute(
            sql`update master_items set sort = v.sort from (select unnest(${sql.raw(`ARRAY[${ids.join(',')}]`)}::int[]) as id, generate_series(0, ${ids.length - 1}) as sort) v where master_items.id = v.id`,
          );
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
