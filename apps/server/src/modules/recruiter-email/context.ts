import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { candidateProfiles } from '../../core/db/schema/candidates';
import { clients } from '../../core/db/schema/clients';
import { jobLocations, jobs } from '../../core/db/schema/jobs';
import { masterItems } from '../../core/db/schema/master-data';
import { users } from '../../core/db/schema/users';
import { AppError } from '../../core/lib/app-error';
import { CANDIDATE_NOT_FOUND, candidateReach } from '../../platform/tenancy/candidates';
import { type Caller, ownedBy } from '../../platform/tenancy/scope';
import type { MergeContext } from './merge';

export type CandidateFacts = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  desiredRole: string;
  location: string;
};
export type JobFacts = { id: number; title: string; location: string; link: string };

const JOB_NOT_FOUND = 'Job not found.';

async function names(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: masterItems.id, name: masterItems.name })
    .from(masterItems)
    .where(inArray(masterItems.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Name, desired role and location of candidates (user ids), in the order given. */
export async function candidateFacts(db: Db, ids: number[]): Promise<CandidateFacts[]> {
  if (ids.length === 0) return [];
  const rows = await db
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
  const lookup = await names(
    db,
    rows.flatMap((r) => [r.desired?.[0], r.cityId, r.stateId].filter((v): v is number => v != null)),
  );
  const byId = new Map(
    rows.map((r) => {
      const role = (r.desired?.[0] != null ? lookup.get(r.desired[0]) : undefined) ?? r.headline ?? '';
      const place = [r.cityId, r.stateId].flatMap((id) => (id != null ? (lookup.get(id) ?? []) : []));
      return [
        r.id,
        {
          id: r.id,
          email: r.email,
          firstName: r.firstName,
          lastName: r.lastName,
          desiredRole: role,
          location: place.join(', '),
        },
      ];
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A candidate the caller may reach; anyone else is 404. */
export async function reachableCandidate(db: Db, caller: Caller, id: number): Promise<CandidateFacts> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'candidate'), candidateReach(caller, users.id)));
  const [facts] = row ? await candidateFacts(db, [row.id]) : [];
  if (!facts) throw AppError.notFound(CANDIDATE_NOT_FOUND);
  return facts;
}

/** A job of the caller's organisation (the operator's staff: any), for `job.*` tags; else 404. */
export async function ownJob(db: Db, caller: Caller, id: number, publicUrl: string): Promise<JobFacts> {
  const [row] = await db
    .select({ id: jobs.id, title: jobs.title })
    .from(jobs)
    .where(and(eq(jobs.id, id), ownedBy(caller, jobs.clientId)));
  if (!row) throw AppError.notFound(JOB_NOT_FOUND);
  const locations = await db
    .select({ countryId: jobLocations.countryId, stateId: jobLocations.stateId, cityId: jobLocations.cityId })
    .from(jobLocations)
    .where(eq(jobLocations.jobId, id))
    .orderBy(asc(jobLocations.position));
  const lookup = await names(
    db,
    locations.flatMap((l) => [l.cityId, l.stateId, l.countryId].filter((v): v is number => v != null)),
  );
  const location = locations
    .map((l) =>
      [l.cityId, l.stateId ?? l.countryId]
        .flatMap((v) => (v != null ? (lookup.get(v) ?? []) : []))
        .join(', '),
    )
    .join(' · ');
  return { id: row.id, title: row.title, location, link: `${publicUrl}/unauth/jobs/view/${row.id}` };
}

/** The candidate the preview uses when none is chosen: the caller's most recent reachable one. */
export async function defaultPreviewCandidate(db: Db, caller: Caller): Promise<CandidateFacts | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'candidate'), candidateReach(caller, users.id)))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(1);
  return row ? ((await candidateFacts(db, [row.id]))[0] ?? null) : null;
}

/** The job the preview uses when none is chosen: the organisation's latest published job. */
export async function defaultPreviewJob(db: Db, caller: Caller, publicUrl: string): Promise<JobFacts | null> {
  const own = caller.org.kind === 'none' ? sql`false` : eq(jobs.clientId, caller.org.clientId);
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(own, eq(jobs.status, 'published')))
    .orderBy(desc(jobs.publishedAt), desc(jobs.id))
    .limit(1);
  return row ? ownJob(db, caller, row.id, publicUrl) : null;
}

export async function organisationName(db: Db, clientId: number | null): Promise<string> {
  if (clientId == null) return 'Logistics Jobs';
  const [row] = await db.select({ name: clients.name }).from(clients).where(eq(clients.id, clientId));
  return row?.name ?? 'Logistics Jobs';
}

/** Shown in a preview when the organisation has no candidate yet: clearly an example. */
const EXAMPLE_CANDIDATE: CandidateFacts = {
  id: 0,
  email: 'candidate@example.com',
  firstName: 'Aisha',
  lastName: 'Example',
  desiredRole: 'Warehouse Supervisor',
  location: 'Dubai',
};

export function mergeContext(input: {
  candidate: CandidateFacts | null;
  job: JobFacts | null;
  caller: Caller;
  organisation: string;
  responseLink: MergeContext['responseLink'];
}): MergeContext {
  const c = input.candidate ?? EXAMPLE_CANDIDATE;
  return {
    candidate: {
      firstName: c.firstName,
      lastName: c.lastName,
      desiredRole: c.desiredRole,
      location: c.location,
    },
    job: input.job,
    recruiter: {
      name: `${input.caller.user.firstName} ${input.caller.user.lastName}`.trim(),
      email: input.caller.user.email,
    },
    organisation: { name: input.organisation },
    responseLink: input.responseLink,
  };
}
