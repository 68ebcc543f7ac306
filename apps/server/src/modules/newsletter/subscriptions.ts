import { API, API_PREFIX } from '@portal/contract/paths';
import {
  SUBSCRIBER_STATUSES,
  SUBSCRIPTION_PENDING_DAYS,
  type Subscriber,
  type SubscriberListQuery,
  type SubscriberStatus,
} from '@portal/contract/subscription';
import { and, count, desc, eq, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { subscriptions } from '../../core/db/schema/subscriptions';
import { AppError } from '../../core/lib/app-error';
import { toCsv } from '../../core/lib/csv';
import { enqueueMail } from '../../platform/mail/outbox';
import { compose } from '../../platform/mail/templates';
import { unsubscribeToken, verifyUnsubscribeToken } from '../../platform/mail/unsubscribe-token';
import { confirmToken, confirmTokenId, confirmTokenMatches } from './confirm-token';

type Row = typeof subscriptions.$inferSelect;
export type SubscriptionDeps = { db: Db; secret: Uint8Array; publicUrl: string; notifyMail: () => void };

/** A second sign-up within this long mails no second link (a double click, a bot). */
const RESEND_AFTER_MS = 10 * 60_000;
const PENDING_MS = SUBSCRIPTION_PENDING_DAYS * 86_400_000;
const EXPIRED = 'This confirmation link has expired. Please subscribe again from the footer of any page.';
const like = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

const statusOf = (r: Row): SubscriberStatus =>
  r.unsubscribedAt ? 'unsubscribed' : r.confirmedAt ? 'confirmed' : 'pending';
const STATUS_SQL: Record<SubscriberStatus, SQL> = {
  pending: and(isNull(subscriptions.confirmedAt), isNull(subscriptions.unsubscribedAt)) as SQL,
  confirmed: and(isNotNull(subscriptions.confirmedAt), isNull(subscriptions.unsubscribedAt)) as SQL,
  unsubscribed: isNotNull(subscriptions.unsubscribedAt),
};
/** Who an issue goes to: confirmed and not unsubscribed. */
export const isMailable = () => STATUS_SQL.confirmed;

/** The confirmation mail of one row, written to the outbox in the caller's transaction. */
export async function mailConfirmation(
  tx: Db,
  deps: Pick<SubscriptionDeps, 'secret' | 'publicUrl'>,
  row: { id: number; email: string },
  sentAt: Date,
) {
  const token = confirmToken(deps.secret, row.id, sentAt);
  const href = `${deps.publicUrl}/unauth/subscription/confirm?token=${encodeURIComponent(token)}`;
  await enqueueMail(tx, {
    to: row.email,
    ...compose(
      'Please confirm your subscription to the weekly job news',
      [
        'You (or someone using your address) asked for the weekly logistics job news from Logistics Jobs.',
        `Confirm with the button below and you will get the new jobs and the logistics news every Monday. If you did not ask, ignore this mail: nothing will be sent, and the address is deleted in ${SUBSCRIPTION_PENDING_DAYS} days.`,
      ],
      { href, label: 'Confirm my subscription' },
    ),
  });
}

export function createSubscriptionService(deps: SubscriptionDeps) {
  const { db } = deps;
  return {
    /**
     * A sign-up: a new address (or one that unsubscribed) gets a confirmation link; a pending one
     * gets a fresh link unless one went out minutes ago; a confirmed one gets nothing. The caller
     * answers the same in every case, so the list's members stay private.
     */
    async subscribe(email: string, subject: string): Promise<void> {
      const mailed = await db.transaction(async (tx) => {
        await tx.insert(subscriptions).values({ email, subject }).onConflictDoNothing();
        const [row] = await tx
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.email, email))
          .for('update');
        if (!row) throw new Error('subscription row vanished');
        if (statusOf(row) === 'confirmed') return false;
        if (
          statusOf(row) === 'pending' &&
          row.confirmSentAt &&
          Date.now() - row.confirmSentAt.getTime() < RESEND_AFTER_MS
        )
          return false;
        const sentAt = new Date();
        await tx
          .update(subscriptions)
          .set({ confirmSentAt: sentAt, confirmedAt: null, unsubscribedAt: null, subject })
          .where(eq(subscriptions.id, row.id));
        await mailConfirmation(tx, deps, row, sentAt);
        return true;
      });
      if (mailed) deps.notifyMail();
    },

    async confirm(token: string): Promise<{ email: string }> {
      const id = confirmTokenId(token);
      if (!id) throw AppError.validation({ token: ['The confirmation link is incomplete.'] });
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
      if (!row?.confirmSentAt || !confirmTokenMatches(deps.secret, token, id, row.confirmSentAt))
        throw AppError.notFound(EXPIRED);
      if (row.confirmedAt && !row.unsubscribedAt) return { email: row.email };
      if (row.unsubscribedAt || Date.now() - row.confirmSentAt.getTime() > PENDING_MS)
        throw AppError.notFound(EXPIRED);
      await db.update(subscriptions).set({ confirmedAt: sql`now()` }).where(eq(subscriptions.id, id));
      return { email: row.email };
    },

    /** One click (the mail client's POST or the page's): idempotent, the link never expires. */
    async unsubscribe(token: string): Promise<{ email: string }> {
      const id = verifyUnsubscribeToken(deps.secret, token, 'newsletter-unsubscribe');
      if (!id) throw AppError.validation({ token: ['The unsubscribe link is incomplete.'] });
      const [row] = await db
        .update(subscriptions)
        .set({ unsubscribedAt: sql`coalesce(${subscriptions.unsubscribedAt}, now())` })
        .where(eq(subscriptions.id, id))
        .returning({ email: subscriptions.email });
      // A purged pending address: nothing to stop, and nothing is ever sent to it.
      return { email: row?.email ?? '' };
    },

    async list(q: SubscriberListQuery) {
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
      return {
        data: rows.map(toSubscriber),
        total: total?.n ?? 0,
        counts: Object.fromEntries(counted) as Record<SubscriberStatus, number>,
      };
    },

    async csv(q: Omit<SubscriberListQuery, 'page' | 'page_size'>): Promise<string> {
      const rows = await db
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
      return toCsv([
        ['email', 'status', 'subscribed', 'confirmed', 'unsubscribed'],
        ...rows
          .map(toSubscriber)
          .map((s) => [s.email, s.status, s.created_at, s.confirmed_at, s.unsubscribed_at]),
      ]);
    },
  };
}

const toSubscriber = (r: Row): Subscriber => ({
  id: r.id,
  email: r.email,
  status: statusOf(r),
  created_at: r.createdAt.toISOString(),
  confirmed_at: r.confirmedAt?.toISOString() ?? null,
  unsubscribed_at: r.unsubscribedAt?.toISOString() ?? null,
});

/** The one-click URL (List-Unsubscribe header) and the visible page's URL of a subscription. */
export function unsubscribeUrls(secret: Uint8Array, publicUrl: string, id: number) {
  const token = encodeURIComponent(unsubscribeToken(secret, id, 'newsletter-unsubscribe'));
  return {
    oneClick: `${publicUrl}${API_PREFIX}${API.settings.subscriptionUnsubscribe}?token=${token}`,
    page: `${publicUrl}/unauth/subscription/unsubscribe?token=${token}`,
  };
}

/**
 * Housekeeping of the weekly task: pending rows never mailed (addresses from before double opt-in)
 * get their link; pending rows whose link is over 7 days old are deleted.
 */
export async function tidyPending(deps: SubscriptionDeps): Promise<{ mailed: number; purged: number }> {
  const purged = await deps.db
    .delete(subscriptions)
    .where(and(STATUS_SQL.pending, lt(subscriptions.confirmSentAt, new Date(Date.now() - PENDING_MS))))
    .returning({ id: subscriptions.id });
  const mailed = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: subscriptions.id, email: subscriptions.email })
      .from(subscriptions)
      .where(and(STATUS_SQL.pending, isNull(subscriptions.confirmSentAt)))
      .limit(500)
      .for('update', { skipLocked: true });
    const sentAt = new Date();
    for (const row of rows) {
      await tx.update(subscriptions).set({ confirmSentAt: sentAt }).where(eq(subscriptions.id, row.id));
      await mailConfirmation(tx, deps, row, sentAt);
    }
    return rows.length;
  });
  if (mailed) deps.notifyMail();
  return { mailed, purged: purged.length };
}
