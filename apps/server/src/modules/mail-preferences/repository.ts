import type { Locale } from '@portal/contract/locale';
import type { MailCategory, MailPreferences } from '@portal/contract/mail-preferences';
import { SUBSCRIPTION_SUBJECT } from '@portal/contract/subscription';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { mailPreferences } from '../../core/db/schema/mail-preferences';
import { subscriptions } from '../../core/db/schema/subscriptions';
import { users } from '../../core/db/schema/users';

type Stored = Pick<MailPreferences, 'application_status' | 'job_alerts'>;

/** The stored choices; no row means the defaults (everything on). */
export async function storedPreferences(db: Db, userId: number): Promise<Stored> {
  const [row] = await db.select().from(mailPreferences).where(eq(mailPreferences.userId, userId));
  return { application_status: row?.applicationStatus ?? true, job_alerts: row?.jobAlerts ?? true };
}

export async function saveStoredPreferences(db: Db, userId: number, patch: Partial<Stored>): Promise<void> {
  const set = {
    ...(patch.application_status !== undefined && { applicationStatus: patch.application_status }),
    ...(patch.job_alerts !== undefined && { jobAlerts: patch.job_alerts }),
  };
  if (Object.keys(set).length === 0) return;
  await db
    .insert(mailPreferences)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: mailPreferences.userId, set: { ...set, updatedAt: sql`now()` } });
}

/** Whether the address is a confirmed, not unsubscribed, subscriber of the weekly job news. */
export async function weeklySubscribed(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ confirmedAt: subscriptions.confirmedAt, unsubscribedAt: subscriptions.unsubscribedAt })
    .from(subscriptions)
    .where(eq(subscriptions.email, email));
  return Boolean(row?.confirmedAt && !row.unsubscribedAt);
}

/**
 * Subscribes or unsubscribes the account's address. On is confirmed at once: the account's address
 * was confirmed when the account was made, so no second opt-in link is needed. Turned on, the
 * issues go in the account's language.
 */
export async function setWeeklySubscription(
  db: Db,
  email: string,
  on: boolean,
  locale: Locale = 'en',
): Promise<void> {
  if (on) {
    await db
      .insert(subscriptions)
      .values({ email, subject: SUBSCRIPTION_SUBJECT, confirmedAt: sql`now()`, locale })
      .onConflictDoUpdate({
        target: subscriptions.email,
        set: {
          confirmedAt: sql`coalesce(${subscriptions.confirmedAt}, now())`,
          unsubscribedAt: null,
          locale,
        },
      });
  } else {
    await db
      .update(subscriptions)
      .set({ unsubscribedAt: sql`coalesce(${subscriptions.unsubscribedAt}, now())` })
      .where(eq(subscriptions.email, email));
  }
}

/**
 * Asked by the mail worker just before it sends a mail of `category`: the recipient may have turned
 * that kind off since it was queued. An address with no account keeps the defaults.
 */
export async function wantsMail(db: Db, email: string, category: MailCategory): Promise<boolean> {
  if (category === 'weekly_news') return weeklySubscribed(db, email);
  const [row] = await db
    .select({ applicationStatus: mailPreferences.applicationStatus, jobAlerts: mailPreferences.jobAlerts })
    .from(users)
    .innerJoin(mailPreferences, eq(mailPreferences.userId, users.id))
    .where(eq(users.email, email.toLowerCase()));
  if (!row) return true;
  return category === 'application_status' ? row.applicationStatus : row.jobAlerts;
}

/** The account's id and address, or undefined when it is gone. */
export async function accountOf(db: Db, userId: number) {
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}
