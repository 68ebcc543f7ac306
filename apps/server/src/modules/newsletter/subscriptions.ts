import type { Locale } from '@portal/contract/locale';
import { API, API_PREFIX } from '@portal/contract/paths';
import {
  SUBSCRIPTION_PENDING_DAYS,
  type Subscriber,
  type SubscriberListQuery,
  type SubscriberStatus,
} from '@portal/contract/subscription';
import type { Db } from '../../core/db/client';
import type { subscriptions } from '../../core/db/schema/subscriptions';
import { AppError } from '../../core/lib/app-error';
import { toCsv } from '../../core/lib/csv';
import { enqueueMail } from '../../platform/mail/outbox-repository';
import { compose, localeUrl } from '../../platform/mail/templates';
import { unsubscribeToken, verifyUnsubscribeToken } from '../../platform/mail/unsubscribe-token';
import { confirmToken, confirmTokenId, confirmTokenMatches } from './confirm-token';
import { catalogue } from './i18n';
import {
  confirmSubscription,
  lockSubscription,
  lockUnmailedPending,
  purgeExpiredPending,
  subscriberPage,
  subscriberRows,
  subscriptionById,
  unsubscribeById,
  updateSubscription,
} from './repository';

type Row = typeof subscriptions.$inferSelect;
export type SubscriptionDeps = { db: Db; secret: Uint8Array; publicUrl: string; notifyMail: () => void };

/** A second sign-up within this long mails no second link (a double click, a bot). */
const RESEND_AFTER_MS = 10 * 60_000;
const PENDING_MS = SUBSCRIPTION_PENDING_DAYS * 86_400_000;
const EXPIRED = catalogue.text('errors.confirmation_link_has_expired_subscribe');

const statusOf = (r: Row): SubscriberStatus =>
  r.unsubscribedAt ? 'unsubscribed' : r.confirmedAt ? 'confirmed' : 'pending';

/**
 * The confirmation mail of one row, in the subscriber's language (the page they signed up on),
 * written to the outbox in the caller's transaction.
 */
export async function mailConfirmation(
  tx: Db,
  deps: Pick<SubscriptionDeps, 'secret' | 'publicUrl'>,
  row: { id: number; email: string; locale: Locale },
  sentAt: Date,
) {
  const { locale } = row;
  const token = confirmToken(deps.secret, row.id, sentAt);
  const href = `${deps.publicUrl}/unauth/subscription/confirm?token=${encodeURIComponent(token)}`;
  await enqueueMail(tx, {
    to: row.email,
    ...compose(
      catalogue.t(locale, 'confirm.subject'),
      [
        catalogue.t(locale, 'confirm.asked'),
        catalogue.t(locale, 'confirm.how', { days: SUBSCRIPTION_PENDING_DAYS }),
      ],
      { href: localeUrl(href, locale), label: catalogue.t(locale, 'confirm.link') },
      locale,
    ),
  });
}

export function createSubscriptionService(deps: SubscriptionDeps) {
  const { db } = deps;
  return {
    /**
     * A sign-up: a new address (or one that unsubscribed) gets a confirmation link; a pending one
     * gets a fresh link unless one went out minutes ago; a confirmed one gets nothing. The caller
     * answers the same in every case, so the list's members stay private. The language of the
     * page signed up on is the subscription's: a new link goes out in it, and so do the issues.
     */
    async subscribe(email: string, subject: string, locale: Locale = 'en'): Promise<void> {
      const mailed = await db.transaction(async (tx) => {
        const row = await lockSubscription(tx, email, subject, locale);
        if (!row) throw new Error('subscription row vanished');
        if (statusOf(row) === 'confirmed') return false;
        if (
          statusOf(row) === 'pending' &&
          row.confirmSentAt &&
          Date.now() - row.confirmSentAt.getTime() < RESEND_AFTER_MS
        )
          return false;
        const sentAt = new Date();
        await updateSubscription(tx, row.id, {
          confirmSentAt: sentAt,
          confirmedAt: null,
          unsubscribedAt: null,
          subject,
          locale,
        });
        await mailConfirmation(tx, deps, { ...row, locale }, sentAt);
        return true;
      });
      if (mailed) deps.notifyMail();
    },

    async confirm(token: string): Promise<{ email: string }> {
      const id = confirmTokenId(token);
      if (!id) throw AppError.validation({ token: [catalogue.text('errors.confirmation_link_incomplete')] });
      const row = await subscriptionById(db, id);
      if (!row?.confirmSentAt || !confirmTokenMatches(deps.secret, token, id, row.confirmSentAt))
        throw AppError.notFound(EXPIRED);
      if (row.confirmedAt && !row.unsubscribedAt) return { email: row.email };
      if (row.unsubscribedAt || Date.now() - row.confirmSentAt.getTime() > PENDING_MS)
        throw AppError.notFound(EXPIRED);
      await confirmSubscription(db, id);
      return { email: row.email };
    },

    /** One click (the mail client's POST or the page's): idempotent, the link never expires. */
    async unsubscribe(token: string): Promise<{ email: string }> {
      const id = verifyUnsubscribeToken(deps.secret, token, 'newsletter-unsubscribe');
      if (!id) throw AppError.validation({ token: [catalogue.text('errors.unsubscribe_link_incomplete')] });
      const email = await unsubscribeById(db, id);
      // A purged pending address: nothing to stop, and nothing is ever sent to it.
      return { email: email ?? '' };
    },

    async list(q: SubscriberListQuery) {
      const { rows, total, counted } = await subscriberPage(db, q);
      return {
        data: rows.map(toSubscriber),
        total,
        counts: Object.fromEntries(counted) as Record<SubscriberStatus, number>,
      };
    },

    async csv(q: Omit<SubscriberListQuery, 'page' | 'page_size'>): Promise<string> {
      const rows = await subscriberRows(db, q);
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
  const purged = await purgeExpiredPending(deps.db, new Date(Date.now() - PENDING_MS));
  const mailed = await deps.db.transaction(async (tx) => {
    const rows = await lockUnmailedPending(tx, 500);
    const sentAt = new Date();
    for (const row of rows) {
      await updateSubscription(tx, row.id, { confirmSentAt: sentAt });
      await mailConfirmation(tx, deps, row, sentAt);
    }
    return rows.length;
  });
  if (mailed) deps.notifyMail();
  return { mailed, purged };
}
