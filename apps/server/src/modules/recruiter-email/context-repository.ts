import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { candidateProfiles } from '../../core/db/schema/candidates';
import { clients } from '../../core/db/schema/clients';
import { jobLocations, jobs } from '../../core/db/schema/jobs';
import { masterItems } from '../../core/db/schema/master-data';
import { users } from '../../core/db/schema/users';
import { candidateReach } from '../../platform/tenancy/candidates-repository';
import type { Caller } from '../../platform/tenancy/scope';
import { ownedBy, ownOrgOnly } from '../../platform/tenancy/scope-repository';

/** The names of master-data items (roles, cities, states, countries) by id. */
export async function masterItemNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: masterItems.id, name: masterItems.name })
    .from(masterItems)
    .where(inArray(masterItems.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The candidates among these user ids, with the profile fields merge tags use (in no order). */
export async function candidateRows(db: Db, ids: number[]) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      headline: candidateProfiles.headline,
      desired: candidateProfiles.desiredDesignationIds,
      cityId: candidateProfiles.currentCityId,
      stateId: candidateProfiles.currentStateId,
    })
    .from(users)
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .where(and(inArray(users.id, ids), eq(users.role, 'candidate')));
}

/** The caller's most recently registered reachable candidate. */
export async function latestReachableCandidateId(db: Db, caller: Caller): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'candidate'), candidateReach(caller, users.id)))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(1);
  return row?.id;
}

/** The job, when it is the caller's organisation's (the operator's staff: any). */
export async function findOwnedJob(db: Db, caller: Caller, id: number) {
  const [row] = await db
    .select({ id: jobs.id, title: jobs.title })
    .from(jobs)
    .where(and(eq(jobs.id, id), ownedBy(caller, jobs.clientId)));
  return row;
}

/** The job's locations in their order. */
export async function jobLocationIds(db: Db, jobId: number) {
  return db
    .select({ countryId: jobLocations.countryId, stateId: jobLocations.stateId, cityId: jobLocations.cityId })
    .from(jobLocations)
    .where(eq(jobLocations.jobId, jobId))
    .orderBy(asc(jobLocations.position));
}

/** The caller's own organisation's latest published job (the operator's too: its own only). */
export async function latestPublishedJobId(db: Db, caller: Caller): Promise<number | undefined> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(ownOrgOnly(caller, jobs.clientId), eq(jobs.status, 'published')))
    .orderBy(desc(jobs.publishedAt), desc(jobs.id))
    .limit(1);
  return row?.id;
}

export async function findOrganisationName(db: Db, clientId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: clients.name }).from(clients).where(eq(clients.id, clientId));
  return row?.name;
}
