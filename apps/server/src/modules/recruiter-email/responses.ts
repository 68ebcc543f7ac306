import type { EmailResponseAnswer, EmailResponseView } from '@portal/contract/recruiter-email';
import { eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { clients } from '../../core/db/schema/clients';
import { jobs } from '../../core/db/schema/jobs';
import {
  emailCampaignRecipients,
  emailCampaigns,
  emailSuppressions,
} from '../../core/db/schema/recruiter-email';
import { AppError } from '../../core/lib/app-error';
import { verifyResponseToken, verifyUnsubscribeToken } from './tokens';

const R = emailCampaignRecipients;

/** A clear answer for a link that does not work; never a 500. */
const badLink = (reason: 'invalid' | 'expired') =>
  reason === 'expired'
    ? AppError.notFound('This link has expired: answers are taken for 60 days after the mail was sent.')
    : AppError.notFound('This link is not valid. Check that it was copied whole from the e-mail.');

/** The candidate's side of a response link: no sign-in, the signed token names the recipient. */
export function createResponseService(db: Db, secret: Uint8Array) {
  async function load(token: string) {
    const check = verifyResponseToken(secret, token);
    if (!check.ok) throw badLink(check.reason);
    const [row] = await db
      .select({
        id: R.id,
        answer: R.response,
        respondedAt: R.respondedAt,
        subject: emailCampaigns.subject,
        organisation: clients.name,
        jobId: jobs.id,
        jobTitle: jobs.title,
        jobStatus: jobs.status,
      })
      .from(R)
      .innerJoin(emailCampaigns, eq(emailCampaigns.id, R.campaignId))
      .innerJoin(clients, eq(clients.id, emailCampaigns.clientId))
      .leftJoin(jobs, eq(jobs.id, emailCampaigns.jobId))
      .where(eq(R.id, check.recipientId));
    // A valid token of a deleted campaign: the same page as any dead link.
    if (!row) throw badLink('invalid');
    return { row, expiresAt: check.expiresAt };
  }
  const view = ({ row, expiresAt }: Awaited<ReturnType<typeof load>>): EmailResponseView => ({
    organisation: row.organisation,
    // The subject may hold tags; the page shows the organisation and job, so the raw subject is not needed.
    subject: row.subject
      .replace(/\{\{[^{}]*\}\}/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
    job:
      row.jobId != null && row.jobTitle != null
        ? { id: row.jobId, title: row.jobTitle, open: row.jobStatus === 'published' }
        : null,
    answer: row.answer,
    responded_at: row.respondedAt?.toISOString() ?? null,
    expires_at: expiresAt.toISOString(),
  });
  return {
    async get(token: string) {
      return view(await load(token));
    },
    /** Records the answer with its time; the same link may change it until it expires. */
    async answer(token: string, answer: EmailResponseAnswer) {
      const found = await load(token);
      const [row] = await db
        .update(R)
        .set({ response: answer, respondedAt: new Date() })
        .where(eq(R.id, found.row.id))
        .returning({ answer: R.response, respondedAt: R.respondedAt });
      return view({
        ...found,
        row: { ...found.row, answer: row?.answer ?? answer, respondedAt: row?.respondedAt ?? null },
      });
    },
    /** Stops recruiter mail to the recipient's address (RFC 8058 one-click, and the web page). */
    async unsubscribe(token: string) {
      const id = verifyUnsubscribeToken(secret, token);
      if (id == null) throw badLink('invalid');
      const [row] = await db.select({ email: R.email }).from(R).where(eq(R.id, id));
      if (!row) throw badLink('invalid');
      // An address that bounced stays marked bounced: that is the stronger reason.
      await db
        .insert(emailSuppressions)
        .values({ email: row.email, reason: 'unsubscribed' })
        .onConflictDoNothing();
      return { email: row.email };
    },
  };
}
