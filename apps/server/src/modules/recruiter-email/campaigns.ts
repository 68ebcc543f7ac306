import {
  type CampaignRecipient,
  type CampaignRecipientsQuery,
  type CampaignSummary,
  EMAIL_RESPONSE_LABELS,
  EMAIL_RESPONSES,
  type EmailResponseAnswer,
  type RecipientStatus,
  SKIP_REASON_LABELS,
} from '@portal/contract/recruiter-email';
import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { jobs } from '../../core/db/schema/jobs';
import { outbox } from '../../core/db/schema/outbox';
import { emailCampaignRecipients, emailCampaigns } from '../../core/db/schema/recruiter-email';
import { users } from '../../core/db/schema/users';
import { AppError } from '../../core/lib/app-error';
import { toCsv } from '../../core/lib/csv';
import { type Caller, ownOrgOnly } from '../../platform/tenancy/scope';

const NOT_FOUND = 'Campaign not found.';
const R = emailCampaignRecipients;

/** A recipient's status is its outbox row's: waiting or being sent is queued. */
const STATUS = sql<RecipientStatus>`case
  when ${R.skipReason} is not null then 'skipped'
  when ${outbox.status} = 'sent' then 'sent'
  when ${outbox.status} = 'failed' then 'failed'
  else 'queued' end`;

const statusWhere = (status: RecipientStatus): SQL => sql`${STATUS} = ${status}`;

type Counts = CampaignSummary['counts'] & { answers: Record<EmailResponseAnswer, number> };

async function countsOf(db: Db, ids: number[]): Promise<Map<number, Counts>> {
  const map = new Map<number, Counts>();
  if (ids.length === 0) return map;
  const rows = await db
    .select({ campaignId: R.campaignId, status: STATUS, answer: R.response, n: count() })
    .from(R)
    .leftJoin(outbox, eq(outbox.id, R.outboxId))
    .where(inArray(R.campaignId, ids))
    .groupBy(R.campaignId, STATUS, R.response);
  for (const id of ids)
    map.set(id, {
      recipients: 0,
      queued: 0,
      sent: 0,
      failed: 0,
      skipped: 0,
      responded: 0,
      answers: Object.fromEntries(EMAIL_RESPONSES.map((a) => [a, 0])) as Record<EmailResponseAnswer, number>,
    });
  for (const r of rows) {
    const c = map.get(r.campaignId);
    if (!c) continue;
    c.recipients += r.n;
    c[r.status] += r.n;
    if (r.answer) {
      c.responded += r.n;
      c.answers[r.answer] += r.n;
    }
  }
  return map;
}

/** The organisation's campaigns and their recipients; never another organisation's (404). */
export function createCampaignService(db: Db) {
  const scope = (caller: Caller) => ownOrgOnly(caller, emailCampaigns.clientId);
  const columns = {
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
  type Row = { [K in keyof typeof columns]: unknown } & {
    id: number;
    name: string;
    subject: string;
    source: string;
    createdAt: Date;
    jobId: number | null;
    jobTitle: string | null;
    senderFirst: string | null;
    senderLast: string | null;
  };
  const summaries = async (rows: Row[]): Promise<CampaignSummary[]> => {
    const counts = await countsOf(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => {
      const { answers, ...c } = counts.get(r.id) as Counts;
      return {
        id: r.id,
        name: r.name,
        subject: r.subject,
        source: r.source,
        job: r.jobId != null && r.jobTitle != null ? { id: r.jobId, title: r.jobTitle } : null,
        sender: r.senderFirst != null ? `${r.senderFirst} ${r.senderLast ?? ''}`.trim() : null,
        created_at: r.createdAt.toISOString(),
        counts: c,
        answers,
      };
    });
  };
  const base = () =>
    db
      .select(columns)
      .from(emailCampaigns)
      .leftJoin(jobs, eq(jobs.id, emailCampaigns.jobId))
      .leftJoin(users, eq(users.id, emailCampaigns.senderId));

  async function get(caller: Caller, id: number): Promise<CampaignSummary> {
    const rows = (await base().where(and(eq(emailCampaigns.id, id), scope(caller)))) as Row[];
    if (rows.length === 0) throw AppError.notFound(NOT_FOUND);
    return (await summaries(rows))[0] as CampaignSummary;
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
  const toRecipient = (r: {
    id: number;
    candidate_id: number | null;
    name: string;
    email: string;
    status: RecipientStatus;
    skip: keyof typeof SKIP_REASON_LABELS | null;
    error: string | null;
    answer: EmailResponseAnswer | null;
    respondedAt: Date | null;
  }): CampaignRecipient => ({
    id: r.id,
    candidate_id: r.candidate_id,
    name: r.name,
    email: r.email,
    status: r.status,
    reason: r.skip ? SKIP_REASON_LABELS[r.skip] : r.status === 'failed' ? r.error : null,
    answer: r.answer,
    responded_at: r.respondedAt?.toISOString() ?? null,
  });

  return {
    async list(caller: Caller, q: { page: number; page_size: number }) {
      const [rows, [total]] = await Promise.all([
        base()
          .where(scope(caller))
          .orderBy(desc(emailCampaigns.createdAt), desc(emailCampaigns.id))
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db.select({ n: count() }).from(emailCampaigns).where(scope(caller)),
      ]);
      return { data: await summaries(rows as Row[]), total: total?.n ?? 0 };
    },
    get,
    async recipients(caller: Caller, id: number, q: CampaignRecipientsQuery) {
      const campaign = await get(caller, id);
      const where = recipientWhere(id, q);
      const [rows, [total]] = await Promise.all([
        db
          .select(recipientColumns)
          .from(R)
          .leftJoin(outbox, eq(outbox.id, R.outboxId))
          .where(where)
          .orderBy(R.id)
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db.select({ n: count() }).from(R).leftJoin(outbox, eq(outbox.id, R.outboxId)).where(where),
      ]);
      return { campaign, data: rows.map(toRecipient), total: total?.n ?? 0 };
    },
    /** Every recipient (filtered as the page is) as CSV. */
    async csv(caller: Caller, id: number, q: Partial<CampaignRecipientsQuery>) {
      await get(caller, id);
      const rows = await db
        .select(recipientColumns)
        .from(R)
        .leftJoin(outbox, eq(outbox.id, R.outboxId))
        .where(recipientWhere(id, q))
        .orderBy(R.id);
      return toCsv([
        ['Name', 'E-mail', 'Status', 'Reason', 'Answer', 'Answered at'],
        ...rows
          .map(toRecipient)
          .map((r) => [
            r.name,
            r.email,
            r.status,
            r.reason,
            r.answer ? EMAIL_RESPONSE_LABELS[r.answer] : '',
            r.responded_at,
          ]),
      ]);
    },
  };
}
