import { offerToday } from '@portal/contract/offers';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { S3Settings } from '../../core/config';
import type { Db } from '../../core/db/client';
import { applicationEvents, applications } from '../../core/db/schema/applications';
import { files } from '../../core/db/schema/candidates';
import { clients } from '../../core/db/schema/clients';
import { jobs } from '../../core/db/schema/jobs';
import { offers, offerTemplates } from '../../core/db/schema/offers';
import { users } from '../../core/db/schema/users';
import { DEFAULT_OFFER_TEMPLATE, mergeLetter, type OfferValues, renderOfferPdf } from '../../modules/offers';
import { newStorageKey } from '../../platform/files/storage';
import { demoUploads } from './cv-files';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { demoCandidate } from './demo-candidate';

const DAY = 86_400_000;
const dayFromNow = (days: number) => offerToday(new Date(Date.now() + days * DAY));

/**
 * Offers on a fresh start (issue 28): the default letter template for every active organisation
 * that has none, and an offer awaiting the demo candidate's answer from the demo employer (so both
 * demo accounts see it), with its PDF where uploads go. Skipped once she has one.
 */
export async function seedDemoOffers(db: Db, opts: { dataDir: string; s3?: S3Settings | null }) {
  const orgs = await db
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(
        eq(clients.status, 'active'),
        notInArray(clients.id, db.select({ id: offerTemplates.clientId }).from(offerTemplates)),
      ),
    );
  if (orgs.length)
    await db.insert(offerTemplates).values(orgs.map((o) => ({ clientId: o.id, ...DEFAULT_OFFER_TEMPLATE })));

  const aisha = await demoCandidate(db);
  if (!aisha) return;
  const app = await demoEmployerApplication(db, aisha.id, aisha.cv);
  if (!app) return;
  const [already] = await db
    .select({ id: offers.id })
    .from(offers)
    .innerJoin(applications, eq(applications.id, offers.applicationId))
    .where(eq(applications.candidateId, aisha.id))
    .limit(1);
  if (already) return;
  const [template] = await db
    .select()
    .from(offerTemplates)
    .where(eq(offerTemplates.clientId, app.clientId))
    .limit(1);
  if (!template) return;
  const [maker] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.clientId, app.clientId))
    .orderBy(users.id)
    .limit(1);

  const values: OfferValues = {
    candidateName: `${app.first} ${app.last}`.trim(),
    jobTitle: app.jobTitle,
    company: app.clientCompany ?? app.company,
    salaryAmount: 9500,
    currency: 'AED',
    salaryPeriod: 'MONTH',
    startDate: dayFromNow(30),
    benefits: 'Housing allowance, transport, annual flight ticket, medical insurance',
    expiresOn: dayFromNow(10),
  };
  const letter = mergeLetter(template.body, values);
  const pdf = await renderOfferPdf({ ...values, letter, issuedOn: dayFromNow(-1) });
  const key = newStorageKey();
  await demoUploads(opts).put(key, pdf);
  const [file] = await db
    .insert(files)
    .values({
      ownerId: aisha.id,
      kind: 'offer_letter',
      storageKey: key,
      originalName: `Offer ${app.jobTitle}.pdf`,
      mime: 'application/pdf',
      size: pdf.length,
    })
    .returning({ id: files.id });
  const sentAt = new Date(Date.now() - DAY);
  await db.insert(offers).values({
    applicationId: app.id,
    clientId: app.clientId,
    templateId: template.id,
    salaryAmount: values.salaryAmount,
    currency: values.currency,
    salaryPeriod: 'MONTH',
    startDate: values.startDate,
    benefits: values.benefits,
    expiresOn: values.expiresOn,
    letter,
    pdfFileId: file?.id ?? null,
    createdBy: maker?.id ?? null,
    createdAt: sentAt,
  });
  if (app.status !== 'offered') {
    await db
      .update(applications)
      .set({ status: 'offered', updatedAt: sentAt })
      .where(eq(applications.id, app.id));
    await db
      .insert(applicationEvents)
      .values({ applicationId: app.id, status: 'offered', changedBy: maker?.id ?? null, createdAt: sentAt });
  }
}

/**
 * The demo candidate's open application to a job of the demo employer's organisation; when she has
 * none, one made two weeks ago to its fourth-newest-by-id published job onwards (the first three
 * may carry screening questions she would have had to answer), else its first.
 */
async function demoEmployerApplication(db: Db, candidateId: number, cvFileId: number | null) {
  const employerEmail = DEMO_ACCOUNTS.find((a) => a.role === 'employer')?.email ?? '';
  const [owner] = await db
    .select({ clientId: users.clientId })
    .from(users)
    .where(eq(users.email, employerEmail));
  if (!owner?.clientId) return undefined;
  const columns = {
    id: applications.id,
    status: applications.status,
    jobTitle: jobs.title,
    clientId: jobs.clientId,
    company: clients.name,
    clientCompany: jobs.clientCompanyName,
    first: users.firstName,
    last: users.lastName,
  };
  const find = () =>
    db
      .select(columns)
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(clients, eq(clients.id, jobs.clientId))
      .innerJoin(users, eq(users.id, applications.candidateId))
      .where(
        and(
          eq(applications.candidateId, candidateId),
          eq(jobs.clientId, owner.clientId as number),
          inArray(applications.status, ['applied', 'shortlisted', 'interview', 'offered']),
        ),
      )
      .orderBy(desc(applications.createdAt))
      .limit(1);
  const [found] = await find();
  if (found) return found;
  const published = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.clientId, owner.clientId), eq(jobs.status, 'published')))
    .orderBy(jobs.id);
  const job = published[3] ?? published[0];
  if (!job) return undefined;
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY);
  const [made] = await db
    .insert(applications)
    .values({
      jobId: job.id,
      candidateId,
      status: 'interview',
      cvFileId,
      firstViewedAt: at(13),
      createdAt: at(14),
      updatedAt: at(6),
    })
    .onConflictDoNothing()
    .returning({ id: applications.id });
  if (!made) return undefined;
  await db.insert(applicationEvents).values([
    { applicationId: made.id, status: 'applied', changedBy: candidateId, createdAt: at(14) },
    { applicationId: made.id, status: 'shortlisted', createdAt: at(11) },
    { applicationId: made.id, status: 'interview', createdAt: at(6) },
  ]);
  return (await find())[0];
}
