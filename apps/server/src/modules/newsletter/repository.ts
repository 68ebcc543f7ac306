import type { Locale } from '@portal/contract/locale';
import {
  SUBSCRIBER_STATUSES,
  type SubscriberListQuery,
  type SubscriberStatus,
} from '@portal/contract/subscription';
import { and, count, desc, eq, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../core/db/client';
import { newsletterIssues, subscriptions } from '../../core/db/schema/subscriptions';

type SubscriptionValues = typeof subscriptions.$inferInsert;

const like = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

const STATUS_SQL: Record<SubscriberStatus, SQL> = {
  pending: and(isNull(subscriptions.confirmedAt), isNull(subscriptions.unsubscribedAt)) as SQL,
  confirmed: and(isNotNull(subscriptions.confirmedAt), isNull(subscriptions.unsubscribedAt)) as SQL,
  unsubscribed: isNotNull(subscriptions.unsubscribedAt),
};
/** Who an issue goes to: confirmed and not unsubscribed. */
const isMailable = () => STATUS_SQL.confirmed;

/** The address's row, created if new, locked until the transaction ends. */
export async function lockSubscription(tx: Db, email: string, subject: string, locale: Locale = 'en') {
  await tx.insert(subscriptions).values({ email, subject, locale }).onConflictDoNothing();
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.email, email)).for('update');
  return row;
}

export async function updateSubscription(tx: Db, id: number, set: Partial<SubscriptionValues>) {
  await tx.update(subscriptions).set(set).where(eq(subscriptions.id, id));
}

export async function subscriptionById(db: Db, id: number) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row;
}

export async function confirmSubscription(db: Db, id: number) {
  await db.update(subscriptions).set({ confirmedAt: sql`now()` }).where(eq(subscriptions.id, id));
}

/** Marks the row unsubscribed (the first time counts); its address, or undefined when there is no row. */
export async function unsubscribeById(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db
    .update(subscriptions)
    .set({ unsubscribedAt: sql`coalesce(${subscriptions.unsubscribedAt}, now())` })
    .where(eq(subscriptions.id, id))
    .returning({ email: subscriptions.email });
  return row?.email;
}

/** One page of the search (status, address), its total and the search's counts by status. */
export async function subscriberPage(db: Db, q: SubscriberListQuery) {
  const search = q.q ? sql`${subscriptions.email} ilike ${like(q.q)}` : undefined;
  const where = and(q.status ? STATUS_SQL[q.status] : undefined, search);
  const [rows, [total], counted] = await Promise.all([
    db
      .select()
      .from(subscriptions)
      .where(where)
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(subscriptions).where(where),
    Promise.all(
      SUBSCRIBER_STATUSES.map(async (s) => {
        const [r] = await db.select({ n: count() }).from(subscriptions).where(and(STATUS_SQL[s], search));
        return [s, r?.n ?? 0] as const;
      }),
    ),
  ]);
  return { rows, total: total?.n ?? 0, counted };
}

/** Every row of the search, newest first (at most 100,000): the CSV export. */
export const subscriberRows = (db: Db, q: Omit<SubscriberListQuery, 'page' | 'page_size'>) =>
  db
    .select()
    .from(subscriptions)
    .where(
      and(
        q.status ? STATUS_SQL[q.status] : undefined,
        q.q ? sql`${subscriptions.email} ilike ${like(q.q)}` : undefined,
      ),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(100_000);

/** Deletes pending rows whose link went out before `sentBefore`; how many. */
export async function purgeExpiredPending(db: Db, sentBefore: Date): Promise<number> {
  const rows = await db
    .delete(subscriptions)
    .where(and(STATUS_SQL.pending, lt(subscriptions.confirmSentAt, sentBefore)))
    .returning({ id: subscriptions.id });
  return rows.length;
}

/** Up to `limit` pending rows never mailed, locked (rows another worker holds are skipped). */
export const lockUnmailedPending = (tx: Db, limit: number) =>
  tx
    .select({ id: subscriptions.id, email: subscriptions.email, locale: subscriptions.locale })
    .from(subscriptions)
    .where(and(STATUS_SQL.pending, isNull(subscriptions.confirmSentAt)))
    .limit(limit)
    .for('update', { skipLocked: true });

/**
 * The open jobs published in [from, to), newest first, with their employer and category (titles and
 * categories in Arabic too, where they have it); `total` counts them all.
 */
export const weeksJobs = (db: Db, from: Date, to: Date, limit: number) =>
  queryRows<{
    id: number;
    title: string;
    title_ar: string | null;
    employer: string;
    category: string | null;
    category_ar: string | null;
    total: number;
  }>(
    db,
    sql`select j.id, j.title, j.title_ar, coalesce(nullif(j.client_company_name, ''), c.name) as employer,
               fa.name as category, fa.name_ar as category_ar, count(*) over ()::int as total
        from jobs j join clients c on c.id = j.client_id
        left join master_items fa on fa.id = j.functional_area_id
        where j.status = 'published' and (j.valid_through is null or j.valid_through > now())
          and j.published_at >= ${from.toISOString()} and j.published_at < ${to.toISOString()}
        order by j.published_at desc, j.id desc limit ${limit}`,
  );

/** The week's issue row; undefined when the week's row exists already (another worker took it). */
export async function insertIssue(tx: Db, values: typeof newsletterIssues.$inferInsert) {
  const [issue] = await tx
    .insert(newsletterIssues)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: newsletterIssues.id });
  return issue;
}

export const mailableRecipients = (tx: Db) =>
  tx
    .select({ id: subscriptions.id, email: subscriptions.email, locale: subscriptions.locale })
    .from(subscriptions)
    .where(isMailable());

export async function countMailable(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(subscriptions).where(isMailable());
  return row?.n ?? 0;
}

export async function setIssueRecipients(tx: Db, id: number, recipients: number) {
  await tx.update(newsletterIssues).set({ recipients }).where(eq(newsletterIssues.id, id));
}

export const recentIssues = (db: Db, limit: number) =>
  db.select().from(newsletterIssues).orderBy(desc(newsletterIssues.sentAt)).limit(limit);
