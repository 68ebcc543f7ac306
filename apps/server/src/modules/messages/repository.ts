import type { MessageSide } from '@portal/contract/messages-values';
import { and, asc, count, eq, gt, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../core/db/client';
import { applications } from '../../core/db/schema/applications';
import { clients } from '../../core/db/schema/clients';
import { jobs } from '../../core/db/schema/jobs';
import { messageNotices, messages } from '../../core/db/schema/messages';
import { users } from '../../core/db/schema/users';
import { otherSideOf, type Party } from './party';

export type MessageRow = typeof messages.$inferSelect;

/** The rows a party reaches: a candidate their own applications, staff their organisation's jobs' (the operator's too). */
function reach(party: Party): SQL {
  return party.side === 'candidate'
    ? eq(applications.candidateId, party.userId)
    : eq(jobs.clientId, party.clientId);
}

const company = sql<string>`coalesce(${jobs.clientCompanyName}, ${clients.name})`;
const candidateName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** The application a thread is about, if the party reaches it; else undefined. */
export async function threadApplication(db: Db, party: Party, applicationId: number) {
  const [row] = await db
    .select({
      id: applications.id,
      jobId: jobs.id,
      jobTitle: jobs.title,
      jobTitleAr: jobs.titleAr,
      company,
      clientId: jobs.clientId,
      postedBy: jobs.createdBy,
      candidateId: users.id,
      candidateName,
      candidateFirstName: users.firstName,
      candidateEmail: users.email,
      candidateLocale: users.locale,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(clients, eq(clients.id, jobs.clientId))
    .innerJoin(users, eq(users.id, applications.candidateId))
    .where(and(eq(applications.id, applicationId), reach(party)));
  return row;
}
export type ThreadApplication = NonNullable<Awaited<ReturnType<typeof threadApplication>>>;

/** A thread's messages, oldest first, with their senders' names (a removed sender has none). */
export function threadMessages(db: Db, applicationId: number) {
  return db
    .select({ message: messages, firstName: users.firstName, lastName: users.lastName })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(eq(messages.applicationId, applicationId))
    .orderBy(asc(messages.createdAt), asc(messages.id));
}

/** The other side's unread messages of a thread become read now: the sender's "Read". */
export async function markRead(db: Db, applicationId: number, otherSide: MessageSide): Promise<void> {
  await db
    .update(messages)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(messages.applicationId, applicationId),
        eq(messages.senderSide, otherSide),
        isNull(messages.readAt),
      ),
    );
}

export async function insertMessage(db: Db, values: typeof messages.$inferInsert): Promise<MessageRow> {
  const [row] = await db.insert(messages).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** How many messages the user sent in the last minute (the flood limit). */
export async function sentLastMinute(db: Db, senderId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.senderId, senderId), gt(messages.createdAt, sql`now() - interval '1 minute'`)));
  return row?.n ?? 0;
}

/** Unread messages the other side sent to this party, across its threads: the header's badge. */
export async function unreadCount(db: Db, party: Party): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .innerJoin(applications, eq(applications.id, messages.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(reach(party), eq(messages.senderSide, otherSideOf(party.side)), isNull(messages.readAt)));
  return row?.n ?? 0;
}

type ThreadPageRow = {
  application_id: number;
  job_id: number;
  job_title: string;
  company: string;
  candidate_name: string;
  last_body: string;
  last_attachment: string | null;
  last_side: MessageSide;
  last_at: Date | string;
  unread: number | string;
  total: number | string;
};

/** One page of the party's threads (applications with at least one message), newest activity first. */
export async function threadPage(db: Db, party: Party, page: number, pageSize: number) {
  const scope =
    party.side === 'candidate' ? sql`a.candidate_id = ${party.userId}` : sql`j.client_id = ${party.clientId}`;
  const rows = await queryRows<ThreadPageRow>(
    db,
    sql`select a.id as application_id, j.id as job_id, j.title as job_title,
          coalesce(j.client_company_name, c.name) as company,
          trim(u.first_name || ' ' || u.last_name) as candidate_name,
          l.body as last_body, l.attachment_name as last_attachment, l.sender_side as last_side,
          l.created_at as last_at,
          (select count(*) from messages m where m.application_id = a.id
             and m.sender_side = ${otherSideOf(party.side)} and m.read_at is null) as unread,
          count(*) over () as total
        from applications a
        join jobs j on j.id = a.job_id
        join clients c on c.id = j.client_id
        join users u on u.id = a.candidate_id
        join lateral (select m.body, m.attachment_name, m.sender_side, m.created_at from messages m
          where m.application_id = a.id order by m.created_at desc, m.id desc limit 1) l on true
        where ${scope}
        order by l.created_at desc, a.id desc
        limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  return rows;
}

/** A thread's message with an attachment, if the party reaches the thread; else undefined. */
export async function attachmentOf(db: Db, party: Party, messageId: number) {
  const [row] = await db
    .select({
      storageKey: messages.attachmentKey,
      originalName: messages.attachmentName,
      mime: messages.attachmentMime,
      size: messages.attachmentSize,
    })
    .from(messages)
    .innerJoin(applications, eq(applications.id, messages.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(messages.id, messageId), reach(party)));
  return row;
}

/**
 * Claims the right to mail `recipientId` about this thread: true at most once per window, whatever
 * number of processes ask at once (one conditional upsert).
 */
export async function claimNotice(
  db: Db,
  applicationId: number,
  recipientId: number,
  minutes: number,
): Promise<boolean> {
  const rows = await db
    .insert(messageNotices)
    .values({ applicationId, recipientId })
    .onConflictDoUpdate({
      target: [messageNotices.applicationId, messageNotices.recipientId],
      set: { sentAt: sql`now()` },
      setWhere: sql`${messageNotices.sentAt} <= now() - make_interval(mins => ${minutes})`,
    })
    .returning({ id: messageNotices.recipientId });
  return rows.length > 0;
}

/** Whom a candidate's message is mailed to: the job's poster, else the organisation's first users. */
export async function organisationRecipients(db: Db, job: { clientId: number; postedBy: number | null }) {
  const cols = { id: users.id, email: users.email, firstName: users.firstName, locale: users.locale };
  if (job.postedBy) {
    const [poster] = await db
      .select(cols)
      .from(users)
      .where(and(eq(users.id, job.postedBy), eq(users.status, 'active')));
    if (poster) return [poster];
  }
  return db
    .select(cols)
    .from(users)
    .where(and(eq(users.clientId, job.clientId), eq(users.status, 'active')))
    .orderBy(asc(users.id))
    .limit(5);
}

/**
 * The stored attachments of the threads that go when a candidate's account (their applications) or
 * an organisation (its jobs' applications) is deleted. The rows cascade; the bytes do not, so the
 * deleting code reads these before the delete and removes them after it commits.
 */
export async function attachmentKeysGoingWith(
  db: Db,
  gone: { candidateId: number; clientId?: number | null },
): Promise<string[]> {
  const whose: SQL[] = [eq(applications.candidateId, gone.candidateId)];
  if (gone.clientId) whose.push(eq(jobs.clientId, gone.clientId));
  const rows = await db
    .select({ key: messages.attachmentKey })
    .from(messages)
    .innerJoin(applications, eq(applications.id, messages.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(isNotNull(messages.attachmentKey), or(...whose)));
  return rows.flatMap((r) => (r.key ? [r.key] : []));
}
