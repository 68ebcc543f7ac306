import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { clients } from '../../core/db/schema/clients';
import { jobs } from '../../core/db/schema/jobs';
import { reportSubscriptions } from '../../core/db/schema/reports';
import { users } from '../../core/db/schema/users';

/** How many jobs the job filter offers: the newest ones (a report of an older job takes its id). */
export const CATALOGUE_JOBS_MAX = 1000;

/** The organisation whose figures a report computes: its name and time zone; undefined when not there. */
export async function organisationOf(db: Db, id: number) {
  const [row] = await db
    .select({ id: clients.id, name: clients.name, timeZone: clients.timeZone })
    .from(clients)
    .where(eq(clients.id, id));
  return row;
}

/** The organisation's jobs for the job filter, newest first. */
export const jobsOf = (db: Db, clientId: number) =>
  db
    .select({ id: jobs.id, title: jobs.title })
    .from(jobs)
    .where(eq(jobs.clientId, clientId))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(CATALOGUE_JOBS_MAX);

/** Everyone of the organisation who is not a candidate, former members too (their jobs still count). */
export const membersOf = (db: Db, clientId: number) =>
  db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.clientId, clientId), sql`${users.role} <> 'candidate'`))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));

/** Every organisation, for master_admin's organisation filter. */
export const organisations = (db: Db) =>
  db.select({ id: clients.id, name: clients.name }).from(clients).orderBy(asc(clients.name), asc(clients.id));

export async function jobOfOrganisation(db: Db, clientId: number, jobId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.clientId, clientId)));
  return row !== undefined;
}

export async function memberOfOrganisation(db: Db, clientId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.clientId, clientId), sql`${users.role} <> 'candidate'`));
  return row !== undefined;
}

export async function subscriptionOf(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ weekly: reportSubscriptions.weekly })
    .from(reportSubscriptions)
    .where(eq(reportSubscriptions.userId, userId));
  return row?.weekly ?? false;
}

export async function setSubscription(db: Db, userId: number, weekly: boolean) {
  await db
    .insert(reportSubscriptions)
    .values({ userId, weekly })
    .onConflictDoUpdate({ target: reportSubscriptions.userId, set: { weekly, updatedAt: sql`now()` } });
}
