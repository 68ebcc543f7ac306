import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { CANDIDATE_NOT_FOUND } from '../../platform/tenancy/candidates';
import { isReachableCandidate } from '../../platform/tenancy/candidates-repository';
import type { Caller } from '../../platform/tenancy/scope';
import {
  candidateRows,
  findOrganisationName,
  findOwnedJob,
  jobLocationIds,
  latestPublishedJobId,
  latestReachableCandidateId,
  masterItemNames as names,
} from './context-repository';
import { catalogue } from './i18n';
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

const JOB_NOT_FOUND = catalogue.text('errors.job_not_found');

/** Name, desired role and location of candidates (user ids), in the order given. */
export async function candidateFacts(db: Db, ids: number[]): Promise<CandidateFacts[]> {
  if (ids.length === 0) return [];
  const rows = await candidateRows(db, ids);
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
  const [facts] = (await isReachableCandidate(db, caller, id)) ? await candidateFacts(db, [id]) : [];
  if (!facts) throw AppError.notFound(CANDIDATE_NOT_FOUND);
  return facts;
}

/** A job of the caller's organisation (the operator's staff: any), for `job.*` tags; else 404. */
export async function ownJob(db: Db, caller: Caller, id: number, publicUrl: string): Promise<JobFacts> {
  const row = await findOwnedJob(db, caller, id);
  if (!row) throw AppError.notFound(JOB_NOT_FOUND);
  return jobFacts(db, row, publicUrl);
}

/** The `job.*` tag values of a job: its title, its locations by name, its public link. */
export async function jobFacts(
  db: Db,
  row: { id: number; title: string },
  publicUrl: string,
): Promise<JobFacts> {
  const locations = await jobLocationIds(db, row.id);
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
  const id = await latestReachableCandidateId(db, caller);
  return id !== undefined ? ((await candidateFacts(db, [id]))[0] ?? null) : null;
}

/** The job the preview uses when none is chosen: the organisation's latest published job. */
export async function defaultPreviewJob(db: Db, caller: Caller, publicUrl: string): Promise<JobFacts | null> {
  const id = await latestPublishedJobId(db, caller);
  return id !== undefined ? ownJob(db, caller, id, publicUrl) : null;
}

export async function organisationName(db: Db, clientId: number | null): Promise<string> {
  if (clientId == null) return 'Logistics Jobs';
  return (await findOrganisationName(db, clientId)) ?? 'Logistics Jobs';
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
