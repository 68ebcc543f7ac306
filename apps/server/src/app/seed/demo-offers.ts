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
import { demoCandidate } from './demo-candidate';

const DAY = 86_400_000;
const dayFromNow = (days: number) => offerToday(new Date(Date.now() + days * DAY));

/**
 * Offers on a fresh start (issue 28): the default letter template for every active organisation
 * that has none, and an offer awaiting the demo candidate's answer on her "Cold Chain Supervisor"
 * application (else her latest open one), with its PDF where uploads go. Skipped once she has one.
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
  const open = await db
    .select({
      id: applications.id,
      status: applications.status,
      jobTitle: jobs.title,
      clientId: jobs.clientId,
      company: clients.name,
      clientCompany: jobs.clientCompanyName,
      first: users.firstName,
      last: users.lastName,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(clients, eq(clients.id, jobs.clientId))
    .innerJoin(users, eq(users.id, applications.candidateId))
    .where(
      and(
        eq(applications.candidateId, aisha.id),
        inArray(applications.status, ['applied', 'shortlisted', 'interview', 'offered']),
      ),
    )
    .orderBy(desc(applications.createdAt));
  const app = open.find((a) => a.jobTitle.includes('Cold Chain Supervisor')) ?? open[0];
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
