import { count, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { subscriptions } from '../../core/db/schema/subscriptions';

const SUBJECT = 'Request for E mail subscription';
/** Demo subscribers of the weekly job news: confirmed, one awaiting confirmation, one who left. */
const DEMO = [
  { email: 'fatima.rahman@example.com', days: 40, status: 'confirmed' },
  { email: 'arjun.menon@example.com', days: 25, status: 'confirmed' },
  { email: 'li.wei@example.com', days: 12, status: 'confirmed' },
  { email: 'omar.haddad@example.com', days: 30, status: 'unsubscribed' },
  { email: 'grace.okafor@example.com', days: 1, status: 'pending' },
] as const;

/** Once: a portal that has subscribers keeps them. */
export async function seedSubscribers(tx: Db): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(subscriptions);
  if ((existing?.n ?? 0) > 0) return;
  const ago = (days: number) => sql`now() - make_interval(days => ${days})`;
  for (const d of DEMO)
    await tx.insert(subscriptions).values({
      email: d.email,
      subject: SUBJECT,
      createdAt: ago(d.days),
      confirmSentAt: ago(d.days),
      confirmedAt: d.status === 'pending' ? null : ago(d.days),
      unsubscribedAt: d.status === 'unsubscribed' ? ago(Math.floor(d.days / 2)) : null,
    });
}
