import { and, asc, desc, eq, lte, notInArray } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { candidateProfiles } from '../../core/db/schema/candidates';
import { clients } from '../../core/db/schema/clients';
import { jobs } from '../../core/db/schema/jobs';
import { outbox } from '../../core/db/schema/outbox';
import {
  emailCampaignRecipients,
  emailCampaigns,
  emailTemplates,
} from '../../core/db/schema/recruiter-email';
import { users } from '../../core/db/schema/users';
import { sanitizeDescription } from '../../core/lib/sanitize';
import { encodeSource, renderMail, starterTemplates } from '../../modules/recruiter-email';
import { DEMO_ORGS } from './demo-accounts';

/** The starter e-mail templates for every organisation that has none yet (idempotent). */
export async function seedEmailTemplates(db: Db): Promise<void> {
  const withTemplates = db.selectDistinct({ id: emailTemplates.clientId }).from(emailTemplates);
  const orgs = await db
    .select({ id: clients.id, type: clients.type })
    .from(clients)
    .where(notInArray(clients.id, withTemplates));
  const rows = orgs.flatMap((org) =>
    starterTemplates(org.type).map((t) => ({
      clientId: org.id,
      name: t.name,
      subject: t.subject,
      bodyHtml: sanitizeDescription(t.body),
    })),
  );
  if (rows.length > 0) await db.insert(emailTemplates).values(rows);
}

const CAMPAIGN_DAYS_AGO = 13;

/** Answers the demo campaign's first recipients gave, so the responses page has something to show. */
const DEMO_ANSWERS = ['interested', 'call_me', 'interested', 'not_interested', 'similar_jobs'] as const;

/**
 * One sent campaign of the demo employer ("Job opportunity" about its latest job) to listed CV
 * database candidates, with a few answers. Its mails are written to the outbox as already sent:
 * demo data must not mail anyone at start. Skipped once the employer has any campaign.
 */
export async function seedDemoCampaign(db: Db): Promise<void> {
  const [org] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.type, 'employer'), eq(clients.name, DEMO_ORGS.employer)));
  if (!org) return;
  const [existing] = await db
    .select({ id: emailCampaigns.id })
    .from(emailCampaigns)
    .where(eq(emailCampaigns.clientId, org.id))
    .limit(1);
  if (existing) return;
  const [template] = await db
    .select()
    .from(emailTemplates)
    .where(and(eq(emailTemplates.clientId, org.id), eq(emailTemplates.name, 'Job opportunity')));
  // Sent a fortnight ago, about the employer's latest job then.
  const sentAt = new Date(Date.now() - CAMPAIGN_DAYS_AGO * 86_400_000);
  const [job] = await db
    .select({ id: jobs.id, title: jobs.title })
    .from(jobs)
    .where(and(eq(jobs.clientId, org.id), eq(jobs.status, 'published'), lte(jobs.publishedAt, sentAt)))
    .orderBy(desc(jobs.publishedAt), desc(jobs.id))
    .limit(1);
  const [sender] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.clientId, org.id), eq(users.role, 'employer')))
    .limit(1);
  const candidates = await db
    .select({ id: users.id, email: users.email, first: users.firstName, last: users.lastName })
    .from(users)
    .innerJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .where(
      and(eq(users.role, 'candidate'), eq(candidateProfiles.hidden, false), lte(users.createdAt, sentAt)),
    )
    .orderBy(asc(users.id))
    .limit(8);
  if (!template || !job || candidates.length === 0) return;
  const [campaign] = await db
    .insert(emailCampaigns)
    .values({
      clientId: org.id,
      senderId: sender?.id ?? null,
      templateId: template.id,
      jobId: job.id,
      name: template.name,
      subject: template.subject,
      bodyHtml: template.bodyHtml,
      source: encodeSource({ kind: 'candidates', count: candidates.length }),
      createdAt: sentAt,
    })
    .returning({ id: emailCampaigns.id });
  if (!campaign) return;
  for (const [i, c] of candidates.entries()) {
    // The mail as it was sent (links relative: the seed does not know the public address).
    const mail = renderMail(
      { subject: template.subject, body: template.bodyHtml },
      {
        candidate: {
          firstName: c.first,
          lastName: c.last,
          desiredRole: 'logistics professional',
          location: '',
        },
        job: { title: job.title, location: '', link: `/unauth/jobs/view/${job.id}` },
        recruiter: { name: DEMO_ORGS.employer, email: '' },
        organisation: { name: DEMO_ORGS.employer },
        responseLink: null,
      },
      { organisation: DEMO_ORGS.employer, unsubscribeUrl: null },
    );
    const [row] = await db
      .insert(outbox)
      .values({
        to: c.email,
        ...mail,
        status: 'sent',
        attempts: 1,
        createdAt: sentAt,
        sentAt,
      })
      .returning({ id: outbox.id });
    const answer = DEMO_ANSWERS[i];
    await db.insert(emailCampaignRecipients).values({
      campaignId: campaign.id,
      candidateId: c.id,
      email: c.email,
      name: `${c.first} ${c.last}`,
      outboxId: row?.id ?? null,
      response: answer ?? null,
      respondedAt: answer ? new Date(sentAt.getTime() + (i + 1) * 3_600_000) : null,
      createdAt: sentAt,
    });
  }
}
