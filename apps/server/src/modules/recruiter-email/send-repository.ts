import { eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { outbox } from '../../core/db/schema/outbox';
import { emailCampaignRecipients, emailCampaigns } from '../../core/db/schema/recruiter-email';

/*
 * The writes of one campaign. Each takes the caller's transaction (send.ts opens it), so the
 * campaign, its recipients and their outbox rows commit together or not at all.
 */

/** When the last campaign mail still waiting in the outbox is due; null when none waits. */
export async function lastPendingCampaignMailAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ last: max(outbox.nextAttemptAt) })
    .from(outbox)
    .innerJoin(emailCampaignRecipients, eq(emailCampaignRecipients.outboxId, outbox.id))
    .where(eq(outbox.status, 'pending'));
  return row?.last ? new Date(row.last) : null;
}

export async function insertCampaign(db: Db, values: typeof emailCampaigns.$inferInsert): Promise<number> {
  const [campaign] = await db.insert(emailCampaigns).values(values).returning({ id: emailCampaigns.id });
  if (!campaign) throw new Error('insert returned no row');
  return campaign.id;
}

/** One row per recipient; returns each row's id with its candidate. */
export async function insertCampaignRecipients(
  db: Db,
  rows: (typeof emailCampaignRecipients.$inferInsert)[],
) {
  return db
    .insert(emailCampaignRecipients)
    .values(rows)
    .returning({ id: emailCampaignRecipients.id, candidateId: emailCampaignRecipients.candidateId });
}

/** Queues each recipient's mail and links the recipient to its outbox row. */
export async function queueCampaignMails(
  db: Db,
  mails: { recipientId: number; row: typeof outbox.$inferInsert }[],
): Promise<void> {
  const queued = await db
    .insert(outbox)
    .values(mails.map((m) => m.row))
    .returning({ id: outbox.id });
  // One statement links every recipient to its outbox row (both lists are in the same order).
  const pairs = mails.map((m, i) => sql`(${m.recipientId}::int, ${queued[i]?.id}::int)`);
  await db.execute(sql`update email_campaign_recipients r set outbox_id = v.outbox_id
    from (values ${sql.join(pairs, sql`, `)}) as v(id, outbox_id) where r.id = v.id`);
}
