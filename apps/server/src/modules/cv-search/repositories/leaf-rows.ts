import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../core/db/client';
import { type QueryLeaf, termsQueryOf, tsqueryOf } from './tsquery';

/** The reads behind the keyword leaves' bitsets (keyword-leaves.ts). */

/** A leaf as PostgreSQL prints its two tsqueries, and whether it needs the profile's positions. */
export type LeafTexts = { terms: string; head: string; positional: boolean };

export type LeafRow = { user_id: number; a: boolean; h: boolean };

/** The leaf's matching rows, with the head flags; `ids` narrows to those candidates. */
export function leafRows(db: Db, leaf: LeafTexts, ids?: number[]) {
  const positions = leaf.positional
    ? sql`and exists (select 1 from candidate_profiles p where p.user_id = s.user_id and p.search @@ ${leaf.head}::tsquery)`
    : sql``;
  const only = ids ? sql`and s.user_id = any(${`{${ids.join(',')}}`}::int[])` : sql``;
  const statement = sql`select s.user_id, ts_filter(s.head, '{a}') @@ ${leaf.head}::tsquery as a,
      s.head @@ ${leaf.head}::tsquery as h
    from candidate_search s where s.terms @@ ${leaf.terms}::tsquery ${positions} ${only}`;
  // The planner does not count detoasting `terms`, and may scan every row for a prefix: go by the index.
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return queryRows<LeafRow>(tx, statement);
  });
}

/** The leaf's tsqueries over the terms and over the head as text, and whether it has no words. */
export async function leafQueries(db: Db, leaf: QueryLeaf) {
  const [q] = await queryRows<{ terms: string; head: string; empty: boolean }>(
    db,
    sql`select (${termsQueryOf(leaf)})::text as terms, (${tsqueryOf(leaf)})::text as head,
      numnode(${tsqueryOf(leaf)}) = 0 as empty`,
  );
  if (!q) throw new Error('leaf not read');
  return q;
}

/** The rows of these candidates matching each leaf of `list`; `i` is the leaf's place from 1. */
export function leavesRowsOf(db: Db, list: LeafTexts[], ids: number[]) {
  const arr = (xs: string[]) =>
    `{${xs.map((x) => `"${x.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
  return queryRows<LeafRow & { i: number }>(
    db,
    sql`select l.i::int as i, s.user_id, ts_filter(s.head, '{a}') @@ l.h as a, s.head @@ l.h as h
      from unnest(${arr(list.map((l) => l.terms))}::tsquery[], ${arr(list.map((l) => l.head))}::tsquery[],
        ${`{${list.map((l) => l.positional).join(',')}}`}::boolean[]) with ordinality l(t, h, p, i)
      join candidate_search s on s.user_id = any(${`{${ids.join(',')}}`}::int[]) and s.terms @@ l.t
      where not l.p or exists (select 1 from candidate_profiles p where p.user_id = s.user_id and p.search @@ l.h)`,
  );
}
