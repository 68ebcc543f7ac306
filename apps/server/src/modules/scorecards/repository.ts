import type { Recommendation } from '@portal/contract/scorecard-values';
import { and, asc, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { applications } from '../../core/db/schema/applications';
import { jobs } from '../../core/db/schema/jobs';
import { scorecardCriteria, scorecardRatings, scorecards } from '../../core/db/schema/scorecards';
import { users } from '../../core/db/schema/users';
import type { Caller } from '../../platform/tenancy/scope';
import { ownOrgOnly } from '../../platform/tenancy/scope-repository';

/*
 * Scorecards are the organisation's own assessment: every read is limited to the caller's own
 * organisation (the operator's staff included), never widened by a cross-organisation code.
 */

/** The job when it is the caller's organisation's. */
export async function ownJob(db: Db, caller: Caller, jobId: number) {
  const [job] = await db
    .select({ id: jobs.id, clientId: jobs.clientId })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), ownOrgOnly(caller, jobs.clientId)));
  return job;
}

/** Locks the job's row until the transaction ends: its criteria change one writer at a time. */
export async function lockJob(tx: Db, jobId: number) {
  await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId)).for('update');
}

/** The application with its job when the job is the caller's organisation's. */
export async function ownApplication(db: Db, caller: Caller, applicationId: number) {
  const [row] = await db
    .select({ id: applications.id, jobId: jobs.id, clientId: jobs.clientId })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.id, applicationId), ownOrgOnly(caller, jobs.clientId)));
  return row;
}

/** The job's criteria in order, each with how many ratings it has. */
export function criteriaOf(db: Db, jobId: number) {
  return db
    .select({
      id: scorecardCriteria.id,
      name: scorecardCriteria.name,
      ratings: sql<number>`(select count(*)::int from ${scorecardRatings} r where r.criterion_id = ${scorecardCriteria.id})`,
    })
    .from(scorecardCriteria)
    .where(eq(scorecardCriteria.jobId, jobId))
    .orderBy(asc(scorecardCriteria.position), asc(scorecardCriteria.id));
}

export async function countCriteria(db: Db, jobId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(scorecardCriteria)
    .where(eq(scorecardCriteria.jobId, jobId));
  return row?.n ?? 0;
}

export async function insertCriteria(tx: Db, jobId: number, items: { name: string; position: number }[]) {
  if (!items.length) return;
  await tx.insert(scorecardCriteria).values(items.map((c) => ({ jobId, ...c })));
}

/** Removes the job's criteria not in `keep` (their ratings go with them, by the foreign key). */
export async function deleteCriteriaExcept(tx: Db, jobId: number, keep: number[]) {
  await tx
    .delete(scorecardCriteria)
    .where(
      and(
        eq(scorecardCriteria.jobId, jobId),
        keep.length ? notInArray(scorecardCriteria.id, keep) : undefined,
      ),
    );
}

/**
 * Renames and reorders the kept criteria. Every kept name is first set to a placeholder unique to
 * its row, so swapping two names does not trip the unique name index halfway.
 */
export async function updateCriteria(
  tx: Db,
  jobId: number,
  items: { id: number; name: string; position: number }[],
) {
  if (!items.length) return;
  const ids = items.map((c) => c.id);
  const where = and(eq(scorecardCriteria.jobId, jobId), inArray(scorecardCriteria.id, ids));
  await tx
    .update(scorecardCriteria)
    .set({ name: sql`'#' || ${scorecardCriteria.id}` })
    .where(where);
  for (const c of items)
    await tx
      .update(scorecardCriteria)
      .set({ name: c.name, position: c.position })
      .where(and(eq(scorecardCriteria.jobId, jobId), eq(scorecardCriteria.id, c.id)));
}

/** Every card of the application with its author, oldest first. */
export function cardsOf(db: Db, applicationId: number) {
  return db
    .select({
      id: scorecards.id,
      authorId: scorecards.authorId,
      first: users.firstName,
      last: users.lastName,
      recommendation: scorecards.recommendation,
      notes: scorecards.notes,
      createdAt: scorecards.createdAt,
      updatedAt: scorecards.updatedAt,
    })
    .from(scorecards)
    .leftJoin(users, eq(users.id, scorecards.authorId))
    .where(eq(scorecards.applicationId, applicationId))
    .orderBy(asc(scorecards.createdAt), asc(scorecards.id));
}
export type CardRow = Awaited<ReturnType<typeof cardsOf>>[number];

export function ratingsOf(db: Db, cardIds: number[]) {
  if (!cardIds.length) return Promise.resolve([]);
  return db
    .select({
      scorecardId: scorecardRatings.scorecardId,
      criterionId: scorecardRatings.criterionId,
      rating: scorecardRatings.rating,
    })
    .from(scorecardRatings)
    .where(inArray(scorecardRatings.scorecardId, cardIds));
}

/** The caller's card on the application, locked until the transaction ends. */
export async function lockMyCard(tx: Db, applicationId: number, authorId: number) {
  const [card] = await tx
    .select({ id: scorecards.id, recommendation: scorecards.recommendation, notes: scorecards.notes })
    .from(scorecards)
    .where(and(eq(scorecards.applicationId, applicationId), eq(scorecards.authorId, authorId)))
    .for('update');
  return card;
}

type CardWrite = {
  recommendation: Recommendation;
  notes: string;
  ratings: { criterionId: number; rating: number }[];
};

/** Writes the caller's card (new, or over their last one) with exactly these ratings. */
export async function saveCard(
  tx: Db,
  applicationId: number,
  authorId: number,
  existing: number | undefined,
  card: CardWrite,
): Promise<number> {
  let id = existing;
  if (id === undefined) {
    const [row] = await tx
      .insert(scorecards)
      .values({ applicationId, authorId, recommendation: card.recommendation, notes: card.notes })
      .returning({ id: scorecards.id });
    id = row?.id as number;
  } else {
    await tx
      .update(scorecards)
      .set({ recommendation: card.recommendation, notes: card.notes, updatedAt: new Date() })
      .where(eq(scorecards.id, id));
    await tx.delete(scorecardRatings).where(eq(scorecardRatings.scorecardId, id));
  }
  await tx.insert(scorecardRatings).values(card.ratings.map((r) => ({ scorecardId: id, ...r })));
  return id;
}
