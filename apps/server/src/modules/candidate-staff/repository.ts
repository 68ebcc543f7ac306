import type { CandidateFilterQuery } from '@portal/contract/candidates';
import {
  and,
  arrayContains,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../core/db/client';
import { candidateProfiles, consultantFeedback } from '../../core/db/schema/candidates';
import { masterItems } from '../../core/db/schema/master-data';
import { users } from '../../core/db/schema/users';
import { candidateReach } from '../../platform/tenancy/candidates-repository';
import type { Caller } from '../../platform/tenancy/scope';
import { ownOrgOnly } from '../../platform/tenancy/scope-repository';

const city = alias(masterItems, 'city');
const state = alias(masterItems, 'state');
const country = alias(masterItems, 'country');
const p = candidateProfiles;
const author = alias(users, 'author');

const likeTerm = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The WHERE of the staff lists. The list's keyword is one filter among the others, so
 * candidate/ and candidate/candidates-filter share this. A candidate registered before profiles
 * existed has no profile row yet: the outer join keeps them in the unfiltered list.
 */
function conditions(caller: Caller, q: Partial<CandidateFilterQuery>): SQL[] {
  const where: SQL[] = [eq(users.role, 'candidate')];
  const reach = candidateReach(caller, users.id);
  if (reach) where.push(reach);
  if (q.q) {
    const term = likeTerm(q.q);
    const text = or(
      ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, term),
      ilike(users.email, term),
      ilike(p.headline, term),
      sql`${p.search} @@ websearch_to_tsquery('english'::regconfig, search_fold(${q.q}))`,
    );
    if (text) where.push(text);
  }
  if (q.designation?.length) where.push(arrayOverlaps(p.desiredDesignationIds, q.designation));
  if (q.location?.length) {
    const ids = q.location;
    const at = or(
      inArray(p.currentCityId, ids),
      inArray(p.currentStateId, ids),
      inArray(p.currentCountryId, ids),
      arrayOverlaps(p.desiredLocationIds, ids),
    );
    if (at) where.push(at);
  }
  if (q.skills?.length) where.push(arrayContains(p.skillIds, q.skills));
  if (q.nationality?.length) where.push(inArray(p.nationalityId, q.nationality));
  if (q.visa_status?.length) where.push(inArray(p.visaStatusId, q.visa_status));
  if (q.experience_min != null) where.push(gte(p.totalExperienceYears, q.experience_min));
  if (q.experience_max != null) where.push(lte(p.totalExperienceYears, q.experience_max));
  if (q.has_cv != null) where.push(q.has_cv ? isNotNull(p.cvFileId) : isNull(p.cvFileId));
  if (q.completeness_min != null) where.push(gte(p.completeness, q.completeness_min));
  return where;
}

const ORDER = {
  last_active: [desc(sql`coalesce(${p.lastActiveAt}, ${users.createdAt})`)],
  name: [asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`)],
  completeness: [desc(sql`coalesce(${p.completeness}, 0)`)],
} as const;

/** One page of the candidates the caller can reach (rows with their place and skill names), and the count. */
export function candidatePage(
  db: Db,
  caller: Caller,
  q: Partial<CandidateFilterQuery> & Pick<CandidateFilterQuery, 'page' | 'page_size' | 'sort'>,
) {
  const where = and(...conditions(caller, q));
  return Promise.all([
    db
      .select({
        user: users,
        headline: p.headline,
        experience: p.totalExperienceYears,
        cvFileId: p.cvFileId,
        completeness: p.completeness,
        lastActiveAt: p.lastActiveAt,
        place: sql<string | null>`nullif(concat_ws(', ', ${city.name}, ${state.name}, ${country.name}), '')`,
        skills: sql<
          string[]
        >`coalesce((select array_agg(m.name order by m.name) from master_items m where m.id = any(${p.skillIds})), '{}')`,
      })
      .from(users)
      .leftJoin(p, eq(p.userId, users.id))
      .leftJoin(city, eq(city.id, p.currentCityId))
      .leftJoin(state, eq(state.id, p.currentStateId))
      .leftJoin(country, eq(country.id, p.currentCountryId))
      .where(where)
      .orderBy(...ORDER[q.sort], desc(users.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(users).leftJoin(p, eq(p.userId, users.id)).where(where),
  ]);
}

/** The organisation's notes on the candidate, newest first, each with its author (if still there). */
export const feedbackRows = (db: Db, caller: Caller, candidateId: number) =>
  db
    .select({ note: consultantFeedback, author })
    .from(consultantFeedback)
    .leftJoin(author, eq(author.id, consultantFeedback.authorId))
    .where(
      and(eq(consultantFeedback.candidateId, candidateId), ownOrgOnly(caller, consultantFeedback.clientId)),
    )
    .orderBy(desc(consultantFeedback.createdAt), desc(consultantFeedback.id));

export async function insertFeedback(db: Db, values: typeof consultantFeedback.$inferInsert) {
  const [note] = await db.insert(consultantFeedback).values(values).returning();
  if (!note) throw new Error('insert returned no row');
  return note;
}
