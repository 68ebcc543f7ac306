import type { EmailResponseAnswer } from '@portal/contract/recruiter-email';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../core/db/client';
import { clients } from '../../core/db/schema/clients';
import { jobs } from '../../core/db/schema/jobs';
import { emailCampaignRecipients, emailCampaigns } from '../../core/db/schema/recruiter-email';
import { users } from '../../core/db/schema/users';

const R = emailCampaignRecipients;
const sender = alias(users, 'sender');

/**
 * A campaign recipient with what their response page shows: the organisation, the job, and the
 * subject with what its merge tags are filled from (the candidate, the sender).
 */
export async function findResponseRecipient(db: Db, recipientId: number) {
  const [row] = await db
    .select({
      id: R.id,
      answer: R.response,
      respondedAt: R.respondedAt,
      subject: emailCampaigns.subject,
      candidateId: R.candidateId,
      recipientName: R.name,
      senderFirstName: sender.firstName,
      senderLastName: sender.lastName,
      senderEmail: sender.email,
      organisation: clients.name,
      jobId: jobs.id,
      jobTitle: jobs.title,
      jobStatus: jobs.status,
    })
    .from(R)
    .innerJoin(emailCampaigns, eq(emailCampaigns.id, R.campaignId))
    .innerJoin(clients, eq(clients.id, emailCampaigns.clientId))
    .leftJoin(jobs, eq(jobs.id, emailCampaigns.jobId))
    .leftJoin(sender, eq(sender.id, emailCampaigns.senderId))
    .where(eq(R.id, recipientId));
  return row;
}

/** Stores the recipient's answer, now; returns what was stored. */
export async function recordResponse(db: Db, recipientId: number, answer: EmailResponseAnswer) {
  const [row] = await db
    .update(R)
    .set({ response: answer, respondedAt: new Date() })
    .where(eq(R.id, recipientId))
    .returning({ answer: R.response, respondedAt: R.respondedAt });
  return row;
}

export async function recipientEmail(db: Db, recipientId: number): Promise<string | undefined> {
  const [row] = await db.select({ email: R.email }).from(R).where(eq(R.id, recipientId));
  return row?.email;
}
