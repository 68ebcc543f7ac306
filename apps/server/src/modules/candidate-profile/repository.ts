import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../core/db/client';
import {
  candidateCertifications,
  candidateEducations,
  candidateEmployments,
  candidateProfiles,
  files,
} from '../../core/db/schema/candidates';
import { masterItems } from '../../core/db/schema/master-data';
import { users } from '../../core/db/schema/users';

/**
 * The profile row is created at registration, and lazily here for candidates who registered
 * before profiles existed (or were created by staff): every read and write calls it first.
 */
export async function ensureCandidateProfile(db: Db, userId: number): Promise<void> {
  await db.insert(candidateProfiles).values({ userId }).onConflictDoNothing();
}

/** The three lists of a profile; each row belongs to one candidate through `user_id`. */
export const ITEM_TABLES = {
  educations: candidateEducations,
  employments: candidateEmployments,
  certifications: candidateCertifications,
} as const;
export type ItemKind = keyof typeof ITEM_TABLES;

export async function countItems(db: Db, kind: ItemKind, userId: number): Promise<number> {
  const table = ITEM_TABLES[kind];
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.userId, userId));
  return row?.n ?? 0;
}

/** Removes one of the candidate's rows; false when it is not there or belongs to someone else. */
export async function deleteItem(db: Db, kind: ItemKind, userId: number, id: number): Promise<boolean> {
  const table = ITEM_TABLES[kind];
  const rows = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .returning({ id: table.id });
  return rows.length > 0;
}

export const findEducation = async (db: Db, userId: number, id: number) =>
  (
    await db
      .select()
      .from(candidateEducations)
      .where(and(eq(candidateEducations.id, id), eq(candidateEducations.userId, userId)))
      .for('update')
  )[0];

export const findEmployment = async (db: Db, userId: number, id: number) =>
  (
    await db
      .select()
      .from(candidateEmployments)
      .where(and(eq(candidateEmployments.id, id), eq(candidateEmployments.userId, userId)))
      .for('update')
  )[0];

export const findCertification = async (db: Db, userId: number, id: number) =>
  (
    await db
      .select()
      .from(candidateCertifications)
      .where(and(eq(candidateCertifications.id, id), eq(candidateCertifications.userId, userId)))
      .for('update')
  )[0];

/** The lists in the order a CV reads: current and latest first. */
export async function listItems(db: Db, userId: number) {
  const [educations, employments, certifications] = await Promise.all([
    db
      .select()
      .from(candidateEducations)
      .where(eq(candidateEducations.userId, userId))
      .orderBy(
        sql`${candidateEducations.endYear} desc nulls first`,
        desc(candidateEducations.startYear),
        asc(candidateEducations.id),
      ),
    db
      .select()
      .from(candidateEmployments)
      .where(eq(candidateEmployments.userId, userId))
      .orderBy(
        desc(candidateEmployments.isCurrent),
        desc(candidateEmployments.startDate),
        asc(candidateEmployments.id),
      ),
    db
      .select()
      .from(candidateCertifications)
      .where(eq(candidateCertifications.userId, userId))
      .orderBy(sql`${candidateCertifications.issuedOn} desc nulls last`, asc(candidateCertifications.id)),
  ]);
  return { educations, employments, certifications };
}

/**
 * Every master-data id the candidate's profile holds (its own columns and its items): a form may
 * send these back after they are deactivated; a new choice must be offered.
 */
export async function heldMasterIds(db: Db, userId: number): Promise<ReadonlySet<number>> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select unnest(array[p.nationality_id, p.current_country_id, p.current_state_id, p.current_city_id,
        p.visa_status_id, p.notice_period_id] || p.skill_ids || p.desired_designation_ids
        || p.desired_functional_area_ids || p.desired_industry_ids || p.desired_location_ids) as id
      from candidate_profiles p where p.user_id = ${userId}
      union select designation_id from candidate_employments where user_id = ${userId}
      union select education_level_id from candidate_educations where user_id = ${userId}
      union select certification_id from candidate_certifications where user_id = ${userId}`,
  );
  return new Set(rows.flatMap((r) => (r.id == null ? [] : [r.id])));
}

/** The master items with these ids (none asked, no query). */
export async function masterItemsIn(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: masterItems.id,
      list: masterItems.list,
      name: masterItems.name,
      nameAr: masterItems.nameAr,
      slug: masterItems.slug,
      active: masterItems.active,
    })
    .from(masterItems)
    .where(inArray(masterItems.id, ids));
}

/** The profile with the account's phone and photo, the jobs held and how many educations and certifications. */
export async function completenessRows(db: Db, userId: number) {
  const [row] = await db
    .select({ profile: candidateProfiles, phone: users.phone, photo: users.profilePhoto })
    .from(candidateProfiles)
    .innerJoin(users, eq(users.id, candidateProfiles.userId))
    .where(eq(candidateProfiles.userId, userId));
  if (!row) return null;
  // In turn: `db` is often a profile write's transaction, one connection running one statement at a time.
  const jobs = await db
    .select({ title: candidateEmployments.jobTitle, designationId: candidateEmployments.designationId })
    .from(candidateEmployments)
    .where(eq(candidateEmployments.userId, userId));
  const [edu] = await db
    .select({ n: count() })
    .from(candidateEducations)
    .where(eq(candidateEducations.userId, userId));
  const [certs] = await db
    .select({ n: count() })
    .from(candidateCertifications)
    .where(eq(candidateCertifications.userId, userId));
  return { ...row, jobs, educations: edu?.n ?? 0, certifications: certs?.n ?? 0 };
}

/** Stores the derived keywords and score and marks the candidate active. */
export async function writeDerived(db: Db, userId: number, keywords: string, completeness: number) {
  await db
    .update(candidateProfiles)
    .set({ keywords, completeness, lastActiveAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(candidateProfiles.userId, userId));
}

/** The account, the profile and the CV's file row, if any. */
export async function profileRow(db: Db, userId: number) {
  const [row] = await db
    .select({ user: users, profile: candidateProfiles, cv: files })
    .from(candidateProfiles)
    .innerJoin(users, eq(users.id, candidateProfiles.userId))
    .leftJoin(files, eq(files.id, candidateProfiles.cvFileId))
    .where(eq(candidateProfiles.userId, userId));
  return row;
}

/** The slug of the country the candidate lives in (given, or as stored), for reading a local phone. */
export async function countrySlugOf(
  db: Db,
  userId: number,
  countryId?: number | null,
): Promise<string | null> {
  const [row] = await db
    .select({ slug: masterItems.slug })
    .from(masterItems)
    .where(
      countryId
        ? eq(masterItems.id, countryId)
        : sql`${masterItems.id} = (select current_country_id from candidate_profiles where user_id = ${userId})`,
    );
  return row?.slug ?? null;
}
