import type { MasterName, MasterUsage } from '@portal/contract/master-data';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../core/db/client';
import { masterItems } from '../../core/db/schema/master-data';
import { type RefColumn, refColumnsOf } from './ref-columns';

const PUBLIC_FIELDS = {
  id: masterItems.id,
  name: masterItems.name,
  name_ar: masterItems.nameAr,
  slug: masterItems.slug,
  parent_id: masterItems.parentId,
};

/**
 * One master-data list in display order, shaped as the API answers it: the items offered for new
 * records (active ones). With `ids`, exactly those items of the list, active or not, so a form can
 * still name what a record already holds.
 */
export const listMasterItems = (db: Db, list: MasterName, ids?: number[]) =>
  db
    .select(PUBLIC_FIELDS)
    .from(masterItems)
    .where(
      and(
        eq(masterItems.list, list),
        ids
          ? inArray(masterItems.id, ids)
          : and(eq(masterItems.active, true), isNull(masterItems.mergedIntoId)),
      ),
    )
    .orderBy(asc(masterItems.sort), asc(masterItems.name));

/** An item by slug, following a merged item to its survivor (old links keep leading somewhere). */
export async function masterItemBySlug(db: Db, list: MasterName, slug: string) {
  const [row] = await db
    .select({ ...PUBLIC_FIELDS, mergedIntoId: masterItems.mergedIntoId })
    .from(masterItems)
    .where(and(eq(masterItems.list, list), eq(masterItems.slug, slug)));
  if (!row) return null;
  const { mergedIntoId, ...item } = row;
  if (mergedIntoId === null) return item;
  const [survivor] = await db.select(PUBLIC_FIELDS).from(masterItems).where(eq(masterItems.id, mergedIntoId));
  return survivor ?? null;
}

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '')}"`);

/** The rows of one column that hold the item (or, without `id`, every item id the column holds). */
function refRows(c: RefColumn, id?: number): SQL {
  const col = ident(c.column);
  // Constants of the code, not input: written into the SQL so the union's column types are known.
  const kind = sql.raw(`'${c.kind}'::text`);
  const owner = sql.raw(`'${c.table}:' || "${c.owner}"::text`);
  if (c.shape === 'scalar')
    return id === undefined
      ? sql`select ${col} as id, ${kind} as kind, ${owner} as owner from ${ident(c.table)} where ${col} is not null`
      : sql`select ${col} as id, ${kind} as kind, ${owner} as owner from ${ident(c.table)} where ${col} = ${id}`;
  return id === undefined
    ? sql`select unnest(${col}) as id, ${kind} as kind, ${owner} as owner from ${ident(c.table)}`
    : sql`select ${id}::int as id, ${kind} as kind, ${owner} as owner from ${ident(c.table)} where ${col} @> array[${id}::int]`;
}

/** Child items (a country's states, a state's cities) count as "other" uses of their parent. */
const childRows = (id?: number) =>
  sql`select parent_id as id, 'other'::text as kind, 'master_items:' || id::text as owner from master_items
      where merged_into_id is null and ${id === undefined ? sql`parent_id is not null` : sql`parent_id = ${id}`}`;

const EMPTY: MasterUsage = { jobs: 0, profiles: 0, other: 0 };

/**
 * How many jobs, profiles and other records use each item of a list (or only item `id`): one scan
 * of the columns that can hold that list's items, each record counted once.
 */
export async function masterUsage(db: Db, list: MasterName, id?: number): Promise<Map<number, MasterUsage>> {
  const parts = [...refColumnsOf(list).map((c) => refRows(c, id))];
  if (list === 'countries' || list === 'states') parts.push(childRows(id));
  const rows = await queryRows<{ id: number; kind: keyof MasterUsage; n: number }>(
    db,
    sql`select r.id, r.kind, count(distinct r.owner)::int as n
        from (${sql.join(parts, sql` union all `)}) r
        join master_items m on m.id = r.id and m.list = ${list}
        group by r.id, r.kind`,
  );
  const out = new Map<number, MasterUsage>();
  for (const r of rows) {
    const key = Number(r.id);
    const u = out.get(key) ?? { ...EMPTY };
    u[r.kind] = Number(r.n);
    out.set(key, u);
  }
  return out;
}

export const usageOf = (map: Map<number, MasterUsage>, id: number): MasterUsage =>
  map.get(id) ?? { ...EMPTY };
export const isUsed = (u: MasterUsage) => u.jobs + u.profiles + u.other > 0;

/**
 * Points every column holding `from` at `to`. Arrays keep their order and lose the duplicate when a
 * record held both; a job's two location rows that became the same are collapsed to the first.
 */
export async function moveReferences(tx: Db, list: MasterName, from: number, to: number): Promise<void> {
  for (const c of refColumnsOf(list)) {
    const col = ident(c.column);
    const table = ident(c.table);
    if (c.shape === 'scalar') {
      await tx.execute(sql`update ${table} set ${col} = ${to} where ${col} = ${from}`);
    } else {
      await tx.execute(sql`
        update ${table} set ${col} = array(
          select x from unnest(array_replace(${col}, ${from}::int, ${to}::int)) with ordinality u(x, i)
          group by x order by min(i))
        where ${col} @> array[${from}::int]`);
    }
  }
  if (list === 'countries' || list === 'states' || list === 'cities') {
    await tx.execute(sql`
      delete from job_locations a using job_locations b
      where a.job_id = b.job_id and a.position > b.position
        and a.country_id = b.country_id
        and a.state_id is not distinct from b.state_id
        and a.city_id is not distinct from b.city_id
        and ${to} in (a.country_id, a.state_id, a.city_id)`);
  }
  // A merged country's states and a merged state's cities now belong to the survivor.
  await tx.execute(sql`update master_items set parent_id = ${to} where parent_id = ${from}`);
}

/** Tables keeping master ids inside JSON: job templates' locations, stored search criteria. */
export const JSON_REFS = [
  { table: 'job_templates', column: 'locations' },
  { table: 'job_alerts', column: 'criteria' },
  { table: 'cv_saved_searches', column: 'criteria' },
] as const;

/**
 * Rewrites the JSON of the rows whose text mentions `from` as a number (a cheap, generous filter:
 * `rewrite` decides, and returns null to leave a row as it is). Rows are locked while rewritten.
 */
export async function rewriteJsonRefs(
  tx: Db,
  ref: (typeof JSON_REFS)[number],
  from: number,
  rewrite: (value: unknown) => unknown | null,
): Promise<number> {
  const table = ident(ref.table);
  const col = ident(ref.column);
  const rows = await queryRows<{ id: number; value: unknown }>(
    tx,
    sql`select id, ${col} as value from ${table} where ${col}::text ~ ${`(^|[^0-9])${from}([^0-9]|$)`} for update`,
  );
  let changed = 0;
  for (const row of rows) {
    const next = rewrite(row.value);
    if (next === null) continue;
    await tx.execute(sql`update ${table} set ${col} = ${JSON.stringify(next)}::jsonb where id = ${row.id}`);
    changed += 1;
  }
  return changed;
}

/** The list, parent and state of each item: what a reference check needs (none asked, no query). */
export async function referenceRows(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: masterItems.id,
      list: masterItems.list,
      parentId: masterItems.parentId,
      active: masterItems.active,
    })
    .from(masterItems)
    .where(inArray(masterItems.id, ids));
}
