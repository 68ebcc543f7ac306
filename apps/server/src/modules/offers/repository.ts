import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { applications } from '../../core/db/schema/applications';
import { files } from '../../core/db/schema/candidates';
import { clients } from '../../core/db/schema/clients';
import { jobs } from '../../core/db/schema/jobs';
import { offers } from '../../core/db/schema/offers';
import { users } from '../../core/db/schema/users';
import type { Caller } from '../../platform/tenancy/scope';
import { ownedBy } from '../../platform/tenancy/scope-repository';

export type OfferInsert = typeof offers.$inferInsert;

/** An offer with what its pages and mails name: job, candidate, company, creator. */
const offerColumns = {
  offer: offers,
  jobId: jobs.id,
  jobTitle: jobs.title,
  jobTitleAr: jobs.titleAr,
  candidateId: users.id,
  candidateEmail: users.email,
  candidateLocale: users.locale,
  firstName: users.firstName,
  lastName: users.lastName,
  company: sql<string>`coalesce(${jobs.clientCompanyName}, ${clients.name})`,
};
const selectOffers = (db: Db) =>
  db
    .select(offerColumns)
    .from(offers)
    .innerJoin(applications, eq(applications.id, offers.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(clients, eq(clients.id, jobs.clientId))
    .innerJoin(users, eq(users.id, applications.candidateId));
export type OfferRowData = Awaited<ReturnType<typeof selectOffers>>[number];

/** An application of a job the caller may manage, with what an offer on it needs; locked when `tx` asks. */
export async function applicationForOffer(db: Db, caller: Caller, id: number, lock = false) {
  const q = db
    .select({
      id: applications.id,
      status: applications.status,
      candidateId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      jobId: jobs.id,
      jobTitle: jobs.title,
      jobTitleAr: jobs.titleAr,
      locale: users.locale,
      clientId: jobs.clientId,
      company: sql<string>`coalesce(${jobs.clientCompanyName}, ${clients.name})`,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(clients, eq(clients.id, jobs.clientId))
    .innerJoin(users, eq(users.id, applications.candidateId))
    .where(and(eq(applications.id, id), ownedBy(caller, jobs.clientId)));
  const [row] = lock ? await q.for('update', { of: applications }) : await q;
  return row;
}

export async function pendingOfferOf(db: Db, applicationId: number) {
  const [row] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.applicationId, applicationId), eq(offers.status, 'pending')));
  return row;
}

/** Stores the offer's PDF as the candidate's file (it goes with their account). */
export async function insertOfferFile(
  db: Db,
  file: { ownerId: number; storageKey: string; originalName: string; size: number },
) {
  const [row] = await db
    .insert(files)
    .values({ ...file, kind: 'offer_letter', mime: 'application/pdf' })
    .returning({ id: files.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function insertOffer(db: Db, values: OfferInsert) {
  const [row] = await db.insert(offers).values(values).returning({ id: offers.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function offerById(db: Db, id: number) {
  const [row] = await selectOffers(db).where(eq(offers.id, id));
  return row;
}

/** An offer of the caller's organisation (every organisation's for `all`), else undefined. */
export async function offerInScope(db: Db, caller: Caller, id: number) {
  const [row] = await selectOffers(db).where(and(eq(offers.id, id), ownedBy(caller, offers.clientId)));
  return row;
}

/** One of the candidate's own offers, else undefined. */
export async function offerOfCandidate(db: Db, candidateId: number, id: number) {
  const [row] = await selectOffers(db).where(
    and(eq(offers.id, id), eq(applications.candidateId, candidateId)),
  );
  return row;
}

export const offersOfCandidate = (db: Db, candidateId: number) =>
  selectOffers(db)
    .where(eq(applications.candidateId, candidateId))
    .orderBy(desc(offers.createdAt), desc(offers.id));

export const offersOfApplication = (db: Db, applicationId: number) =>
  selectOffers(db)
    .where(eq(offers.applicationId, applicationId))
    .orderBy(desc(offers.createdAt), desc(offers.id));

/** The offer and its application's status, locked until the transaction ends (answers and withdrawals race). */
export async function lockOffer(tx: Db, id: number) {
  const [row] = await tx
    .select({
      id: offers.id,
      status: offers.status,
      expiresOn: offers.expiresOn,
      clientId: offers.clientId,
      applicationId: offers.applicationId,
      applicationStatus: applications.status,
      candidateId: applications.candidateId,
    })
    .from(offers)
    .innerJoin(applications, eq(applications.id, offers.applicationId))
    .where(eq(offers.id, id))
    .for('update');
  return row;
}

export async function setOfferStatus(tx: Db, id: number, status: 'accepted' | 'declined' | 'withdrawn') {
  await tx.update(offers).set({ status, answeredAt: new Date() }).where(eq(offers.id, id));
}

/** Stamps the first time the candidate opened the offer; true only for that first time. */
export async function markOfferViewed(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(offers)
    .set({ viewedAt: new Date() })
    .where(and(eq(offers.id, id), sql`${offers.viewedAt} is null`))
    .returning({ id: offers.id });
  return rows.length > 0;
}

/** The job's openings against its hires: whether to ask the employer to close it. */
export async function jobOpenings(db: Db, jobId: number) {
  const [[job], [hired]] = await Promise.all([
    db
      .select({ id: jobs.id, status: jobs.status, openings: jobs.openings })
      .from(jobs)
      .where(eq(jobs.id, jobId)),
    db
      .select({ n: count() })
      .from(applications)
      .where(and(eq(applications.jobId, jobId), eq(applications.status, 'hired'))),
  ]);
  return job && { ...job, hired: hired?.n ?? 0 };
}

export async function fileOf(db: Db, id: number) {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

/** Who made the offer, for the notice of the candidate's answer. */
export async function userEmail(db: Db, id: number) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .where(eq(users.id, id));
  return row;
}
