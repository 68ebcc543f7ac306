import type { SavedSearchAlert } from '@portal/contract/cv-saved-searches';
import { and, desc, eq, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '../../core/db/client';
import { cvSavedSearchDeliveries, cvSavedSearches } from '../../core/db/schema/cv-database';
import { users } from '../../core/db/schema/users';
import type { Caller } from '../../platform/tenancy/scope';
import { ownOrgOnly } from '../../platform/tenancy/scope-repository';
import { nextRunAt } from '../alerts';

export type SavedSearchRow = typeof cvSavedSearches.$inferSelect;
type NewSavedSearch = PgInsertValue<typeof cvSavedSearches>;
type SavedSearchSet = PgUpdateSetSource<typeof cvSavedSearches>;

/** The alert's columns for a choice: a new alert starts afresh (candidates changed from now on). */
export const alertColumns = (alert: SavedSearchAlert) =>
  alert === 'none'
    ? { alertFrequency: null, nextRunAt: null }
    : { alertFrequency: alert, nextRunAt: nextRunAt(alert), lastRunAt: sql`now()` };

/** Saved searches are the organisation's own, the operator's included. */
const scope = (c: Caller) => ownOrgOnly(c, cvSavedSearches.clientId);

/** One of the caller's organisation's saved searches, or undefined. */
export async function ownSavedSearch(db: Db, caller: Caller, id: number) {
  const [row] = await db
    .select()
    .from(cvSavedSearches)
    .where(and(eq(cvSavedSearches.id, id), scope(caller)));
  return row;
}

export async function userById(db: Db, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** The organisation's saved searches, newest first (at most 200), with their makers' names. */
export function ownSavedSearches(db: Db, caller: Caller) {
  return db
    .select({ s: cvSavedSearches, firstName: users.firstName, lastName: users.lastName })
    .from(cvSavedSearches)
    .leftJoin(users, eq(users.id, cvSavedSearches.userId))
    .where(scope(caller))
    .orderBy(desc(cvSavedSearches.createdAt), desc(cvSavedSearches.id))
    .limit(200);
}

export async function insertSavedSearch(db: Db, values: NewSavedSearch) {
  const [row] = await db.insert(cvSavedSearches).values(values).returning();
  return row;
}

export async function updateSavedSearch(db: Db, id: number, set: SavedSearchSet) {
  const [row] = await db
    .update(cvSavedSearches)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(cvSavedSearches.id, id))
    .returning();
  return row;
}

export async function deleteSavedSearch(db: Db, id: number) {
  await db.delete(cvSavedSearches).where(eq(cvSavedSearches.id, id));
}

/** Stops a search's alert; false when there is no such search. */
export async function stopAlert(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(cvSavedSearches)
    .set({ alertFrequency: null, nextRunAt: null, updatedAt: sql`now()` })
    .where(eq(cvSavedSearches.id, id))
    .returning({ id: cvSavedSearches.id });
  return rows.length > 0;
}

/** The first due alert, locked for this transaction; one another worker holds is skipped. */
export async function claimDueAlert(tx: Db) {
  const [search] = await tx
    .select()
    .from(cvSavedSearches)
    .where(and(isNotNull(cvSavedSearches.alertFrequency), lte(cvSavedSearches.nextRunAt, sql`now()`)))
    .orderBy(cvSavedSearches.nextRunAt)
    .limit(1)
    .for('update', { skipLocked: true });
  return search;
}

export async function alertRecipient(db: Db, userId: number) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The candidates a search has already mailed, as a sub-query for the search to leave out. */
export const deliveredCandidates = (savedSearchId: number) =>
  sql`select candidate_id from cv_saved_search_deliveries where saved_search_id = ${savedSearchId}`;

export async function markAlertRun(db: Db, id: number, next: SQL) {
  await db
    .update(cvSavedSearches)
    .set({ lastRunAt: sql`now()`, nextRunAt: next })
    .where(eq(cvSavedSearches.id, id));
}

export async function recordDeliveries(db: Db, savedSearchId: number, candidateIds: number[]) {
  await db
    .insert(cvSavedSearchDeliveries)
    .values(candidateIds.map((candidateId) => ({ savedSearchId, candidateId })))
    .onConflictDoNothing();
}

export type AlertCandidate = {
  id: number;
  first_name: string;
  last_name: string;
  headline: string | null;
  years: number | null;
};

/** The candidates' lines for the mail, in the order given. */
export function alertCandidates(db: Db, ids: number[]) {
  const list = `{${ids.join(',')}}`;
  return queryRows<AlertCandidate>(
    db,
    sql`select u.id, u.first_name, u.last_name, p.headline, p.total_experience_years as years
      from users u join candidate_profiles p on p.user_id = u.id
      where u.id = any(${list}::int[]) order by array_position(${list}::int[], u.id)`,
  );
}

/** Puts the first due alert back 15 minutes (it is the one that just failed), so the others run. */
export async function postponeFirstDueAlert(db: Db) {
  await db.execute(sql`update cv_saved_searches set next_run_at = now() + interval '15 minutes'
    where id = (select id from cv_saved_searches where alert_frequency is not null and next_run_at <= now()
      order by next_run_at limit 1)`);
}
