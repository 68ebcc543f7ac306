import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../core/db/client';
import { candidateProfiles } from '../../core/db/schema/candidates';
import { clients } from '../../core/db/schema/clients';
import { candidateInvitations } from '../../core/db/schema/cv-database';
import { users } from '../../core/db/schema/users';
import { LISTED } from '../cv-search';

/** A name at least this similar (pg_trgm) with the same birth date is a likely duplicate. */
const CLOSE_NAME = 0.45;

/**
 * Likely duplicates, at most five: candidates with the case-folded e-mail, the phone (its digits
 * against the E.164 number's, so a row stored with spaces still matches), or a close full name with
 * the same birth date; with which matched and whether they are listed in the CV database.
 */
export function matchRows(
  db: Db,
  q: { email: string; phone: string; name: string; birthDate: string | null; limit?: number },
) {
  const byEmail = sql`(${q.email} <> '' and lower(u.email) = ${q.email})`;
  const byPhone = sql`(${q.phone} <> '' and regexp_replace(coalesce(u.phone, ''), '[^0-9]', '', 'g') = ${q.phone})`;
  const byName = q.birthDate
    ? sql`(p.date_of_birth = ${q.birthDate}::date
        and similarity(lower(u.first_name || ' ' || u.last_name), ${q.name}) >= ${CLOSE_NAME})`
    : sql`false`;
  return queryRows<{
    id: number;
    first_name: string;
    last_name: string;
    email: string;
    by_email: boolean;
    by_phone: boolean;
    by_name: boolean;
    listed: boolean | null;
  }>(
    db,
    sql`select u.id, u.first_name, u.last_name, u.email, ${byEmail} as by_email, ${byPhone} as by_phone,
      ${byName} as by_name, coalesce(p.user_id is not null and ${LISTED}, false) as listed
    from users u left join candidate_profiles p on p.user_id = u.id
    where u.role = 'candidate' and u.merged_into is null and (${byEmail} or ${byPhone} or ${byName})
    order by u.id limit ${q.limit ?? 5}`,
  );
}

type PairSide = { id: number; first_name: string; last_name: string; email: string; phone: string | null };

/**
 * Pairs of candidates (not merged) that look like one person, by the rules of `matchRows` applied
 * to every two records: the same phone digits (phones are stored as E.164), or a close full name
 * (CLOSE_NAME) with the same birth date; the newest pairs first. (Two accounts never share an
 * e-mail: the address is unique.) Each rule is an equality join, so the pairs are found without
 * comparing every candidate with every other.
 */
export async function duplicatePairRows(db: Db, limit: number) {
  const rows = await queryRows<
    { [K in keyof PairSide as `a_${K}` | `b_${K}`]: PairSide[K] } & { by_phone: boolean; by_name: boolean }
  >(
    db,
    sql`with c as (
      select u.id, u.first_name, u.last_name, u.email, u.phone,
        regexp_replace(coalesce(u.phone, ''), '[^0-9]', '', 'g') as digits,
        lower(u.first_name || ' ' || u.last_name) as name, p.date_of_birth as dob
      from users u left join candidate_profiles p on p.user_id = u.id
      where u.role = 'candidate' and u.merged_into is null
    ), pairs as (
      select a.id as a_id, b.id as b_id from c a join c b on a.digits = b.digits and a.id < b.id
        where a.digits <> ''
      union
      select a.id, b.id from c a join c b on a.dob = b.dob and a.id < b.id
        where similarity(a.name, b.name) >= ${CLOSE_NAME}
    )
    select a.id as a_id, a.first_name as a_first_name, a.last_name as a_last_name, a.email as a_email,
      a.phone as a_phone, b.id as b_id, b.first_name as b_first_name, b.last_name as b_last_name,
      b.email as b_email, b.phone as b_phone,
      (a.digits <> '' and a.digits = b.digits) as by_phone,
      coalesce(a.dob = b.dob and similarity(a.name, b.name) >= ${CLOSE_NAME}, false) as by_name
    from pairs join c a on a.id = pairs.a_id join c b on b.id = pairs.b_id
    order by pairs.b_id desc, pairs.a_id desc limit ${limit}`,
  );
  const side = (r: (typeof rows)[number], k: 'a' | 'b'): PairSide => ({
    id: r[`${k}_id`],
    first_name: r[`${k}_first_name`],
    last_name: r[`${k}_last_name`],
    email: r[`${k}_email`],
    phone: r[`${k}_phone`],
  });
  return rows.map((r) => ({ a: side(r, 'a'), b: side(r, 'b'), byPhone: r.by_phone, byName: r.by_name }));
}

/** What the person typed about themselves (or the recruiter for them): the claim's duplicate check. */
export async function matchFactsOf(db: Db, userId: number) {
  const [row] = await queryRows<{
    email: string;
    phone: string | null;
    first_name: string;
    last_name: string;
    date_of_birth: string | null;
  }>(
    db,
    sql`select u.email, u.phone, u.first_name, u.last_name, p.date_of_birth::text as date_of_birth
      from users u left join candidate_profiles p on p.user_id = u.id where u.id = ${userId}`,
  );
  return row;
}

export async function setDesiredDesignation(tx: Db, userId: number, designationId: number) {
  await tx
    .update(candidateProfiles)
    .set({ desiredDesignationIds: [designationId] })
    .where(eq(candidateProfiles.userId, userId));
}

export async function insertInvitation(tx: Db, values: typeof candidateInvitations.$inferInsert) {
  await tx.insert(candidateInvitations).values(values);
}

export async function deleteUser(db: Db, id: number) {
  await db.delete(users).where(eq(users.id, id));
}

export async function organisationName(db: Db, clientId: number): Promise<string | null> {
  const [org] = await db.select({ name: clients.name }).from(clients).where(eq(clients.id, clientId));
  return org?.name ?? null;
}

/** The invitation with the token's hash, with the candidate's name and address and who added them. */
export async function invitationByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      candidateId: candidateInvitations.candidateId,
      expiresAt: candidateInvitations.expiresAt,
      claimedAt: candidateInvitations.claimedAt,
      objectedAt: candidateInvitations.objectedAt,
      firstName: users.firstName,
      email: users.email,
      organisation: clients.name,
    })
    .from(candidateInvitations)
    .innerJoin(users, eq(users.id, candidateInvitations.candidateId))
    .leftJoin(clients, eq(clients.id, candidateInvitations.clientId))
    .where(eq(candidateInvitations.tokenHash, tokenHash));
  return row;
}

/** A new password; sessions signed before it end (token version). */
export async function setPassword(tx: Db, userId: number, passwordHash: string) {
  await tx
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function markInvitationClaimed(tx: Db, candidateId: number) {
  await tx
    .update(candidateInvitations)
    .set({ claimedAt: sql`now()` })
    .where(eq(candidateInvitations.candidateId, candidateId));
}

export async function hideProfile(tx: Db, userId: number) {
  await tx
    .update(candidateProfiles)
    .set({ hidden: true, updatedAt: sql`now()` })
    .where(eq(candidateProfiles.userId, userId));
}

/** The first objection's time is kept. */
export async function markInvitationObjected(tx: Db, candidateId: number) {
  await tx
    .update(candidateInvitations)
    .set({ objectedAt: sql`coalesce(${candidateInvitations.objectedAt}, now())` })
    .where(eq(candidateInvitations.candidateId, candidateId));
}

/** A candidate's birth date (the add form may give one). */
export async function setBirthDate(tx: Db, userId: number, dateOfBirth: string) {
  await tx.update(candidateProfiles).set({ dateOfBirth }).where(eq(candidateProfiles.userId, userId));
}

/** Candidates with a phone after `afterId`, by id, with the slug of the country they live in. */
export function candidatePhones(db: Db, afterId: number, limit: number) {
  return queryRows<{ id: number; phone: string; country: string | null }>(
    db,
    sql`select u.id, u.phone, c.slug as country from users u
      left join candidate_profiles p on p.user_id = u.id
      left join master_items c on c.id = p.current_country_id
      where u.role = 'candidate' and u.phone is not null and u.id > ${afterId}
      order by u.id limit ${limit}`,
  );
}

export async function setPhone(db: Db, userId: number, phone: string) {
  await db.update(users).set({ phone }).where(eq(users.id, userId));
}

/** The invitation of a candidate the organisation added: whether claimed or objected; none when not its. */
export async function invitationOfOrg(db: Db, clientId: number, candidateId: number) {
  const [row] = await db
    .select({ claimedAt: candidateInvitations.claimedAt, objectedAt: candidateInvitations.objectedAt })
    .from(candidateInvitations)
    .where(
      and(eq(candidateInvitations.candidateId, candidateId), eq(candidateInvitations.clientId, clientId)),
    );
  return row;
}
