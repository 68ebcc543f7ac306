import type { CampaignRecipientsQuery, RecipientStatus } from '@portal/contract/recruiter-email';
import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { jobs } from '../../core/db/schema/jobs';
import { outbox } from '../../core/db/schema/outbox';
import { emailCampaignRecipients, emailCampaigns } from '../../core/db/schema/recruiter-email';
import { users } from '../../core/db/schema/users';
import type { Caller } from '../../platform/tenancy/scope';
import { ownOrgOnly } from '../../platform/tenancy/scope-repository';

const R = emailCampaignRecipients;

/** A recipient's status is its outbox row's: waiting or being sent is queued. */
const STATUS = sql<RecipientStatus>`case
  when ${R.skipReason} is not null then 'skipped'
  when ${outbox.status} = 'sent' then 'sent'
  when ${outbox.status} = 'failed' then 'failed'
  else 'queued' end`;

const statusWhere = (status: RecipientStatus): SQL => sql`${STATUS} = ${status}`;

/** Campaigns are never shared across organisations, the operator's included. */
const scope = (caller: Caller) => ownOrgOnly(caller, emailCampaigns.clientId);

/** How many recipients each campaign has per status and answer. */
export async function recipientCounts(db: Db, campaignIds: number[]) {
  return db
    .select({ campaignId: R.campaignId, status: STATUS, answer: R.response, n: count() })
    .from(R)
    .leftJoin(outbox, eq(outbox.id, R.outboxId))
    .where(inArray(R.campaignId, campaignIds))
    .groupBy(R.campaignId, STATUS, R.response);
}

const campaignColumns = {
  id: emailCampaigns.id,
  name: emailCampaigns.name,
  subject: emailCampaigns.subject,
  source: emailCampaigns.source,
  createdAt: emailCampaigns.createdAt,
  jobId: jobs.id,
  jobTitle: jobs.title,
  senderFirst: users.firstName,
  senderLast: users.lastName,
};

const campaignRows = (db: Db) =>
  db
    .select(campaignColumns)
    .from(emailCampaigns)
    .leftJoin(jobs, eq(jobs.id, emailCampaigns.jobId))
    .leftJoin(users, eq(users.id, emailCampaigns.senderId));

export type CampaignRow = Awaited<ReturnType<typeof findCampaign>>[number];

/** The campaign (as a list of zero or one rows) when it is the caller's organisation's. */
export async function findCampaign(db: Db, caller: Caller, id: number) {
  return campaignRows(db).where(and(eq(emailCampaigns.id, id), scope(caller)));
}

/** A page of the caller's organisation's campaigns, newest first, and how many there are. */
export async function listCampaigns(db: Db, caller: Caller, q: { page: number; page_size: number }) {
  const [rows, [total]] = await Promise.all([
    campaignRows(db)
      .where(scope(caller))
      .orderBy(desc(emailCampaigns.createdAt), desc(emailCampaigns.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(emailCampaigns).where(scope(caller)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

const recipientWhere = (id: number, q: Partial<CampaignRecipientsQuery>) =>
  and(
    eq(R.campaignId, id),
    q.answer === 'none' ? isNull(R.response) : q.answer ? eq(R.response, q.answer) : undefined,
    q.status ? statusWhere(q.status) : undefined,
  );

const recipientColumns = {
  id: R.id,
  candidate_id: R.candidateId,
  name: R.name,
  email: R.email,
  status: STATUS,
  skip: R.skipReason,
  error: outbox.lastError,
  answer: R.response,
  respondedAt: R.respondedAt,
};

const recipientRows = (db: Db) =>
  db.select(recipientColumns).from(R).leftJoin(outbox, eq(outbox.id, R.outboxId));

export type CampaignRecipientRow = Awaited<ReturnType<typeof allRecipients>>[number];

/** A page of the campaign's recipients (filtered by status and answer), and how many match. */
export async function listRecipients(db: Db, campaignId: number, q: CampaignRecipientsQuery) {
  const where = recipientWhere(campaignId, q);
  const [rows, [total]] = await Promise.all([
    recipientRows(db)
      .where(where)
      .orderBy(R.id)
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(R).leftJoin(outbox, eq(outbox.id, R.outboxId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every recipient of the campaign matching the filters, in the order they were added. */
export async function allRecipients(db: Db, campaignId: number, q: Partial<CampaignRecipientsQuery>) {
  return recipientRows(db).where(recipientWhere(campaignId, q)).orderBy(R.id);
}
