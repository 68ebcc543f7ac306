import { API, API_PREFIX } from '@portal/contract/paths';
import {
  JOB_TAGS,
  type RecipientSource,
  type SendResult,
  type SkipReason,
  tagsIn,
} from '@portal/contract/recruiter-email';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { withSource } from '../../core/lib/job-link';
import { listHeaders } from '../../platform/mail/list-headers';
import { ownClientId } from '../../platform/tenancy/scope';
import { consumeQuota } from '../plans';
import { type JobFacts, mergeContext, organisationName, ownJob } from './context';
import { catalogue } from './i18n';
import { renderMail } from './merge';
import { describeSource, type Reach, resolveRecipients } from './recipients';
import {
  insertCampaign,
  insertCampaignRecipients,
  lastPendingCampaignMailAt,
  queueCampaignMails,
} from './send-repository';
import { createEmailTemplateService, sanitizeEmailBody } from './templates';
import { RESPONSE_TTL_DAYS, responseToken, unsubscribeToken } from './tokens';

export type SendDeps = { db: Db; secret: Uint8Array; publicUrl: string; perMinute: number };

type Message = {
  template_id?: number | null;
  subject?: string | undefined;
  body?: string | undefined;
  job_id?: number | null;
};

/** The message to send: the template's (own organisation's, else 404) or the one written. */
async function messageOf(db: Db, reach: Reach, input: Message) {
  if (input.template_id) {
    const t = await createEmailTemplateService(db).load(reach.caller, input.template_id);
    return { templateId: t.id, name: t.name, subject: t.subject, body: t.bodyHtml };
  }
  const body = sanitizeEmailBody(input.body ?? '');
  if (!input.subject || body === '')
    throw AppError.validation({ body: [catalogue.text('errors.message_required')] });
  return { templateId: null, name: input.subject, subject: input.subject, body };
}

/**
 * When the campaign's mails become due: spaced evenly at `perMinute`, after the mails of earlier
 * campaigns still waiting, so all campaigns together keep the rate.
 */
async function firstSlot(db: Db): Promise<number> {
  const last = await lastPendingCampaignMailAt(db);
  const now = Date.now();
  return Math.max(now, last ? last.getTime() : 0);
}

/**
 * Writes a campaign in one transaction: the campaign, one row per recipient, and an outbox row per
 * recipient who is not skipped (the worker delivers them, retrying with backoff). The day's mails
 * count against the organisation's plan (`recruiter_emails`); over it, nothing is written.
 */
export async function sendCampaign(
  deps: SendDeps,
  reach: Reach,
  input: Message & { recipients: RecipientSource },
): Promise<SendResult> {
  const { db } = deps;
  const clientId = ownClientId(reach.caller);
  const message = await messageOf(db, reach, input);
  const job: JobFacts | null = input.job_id
    ? await ownJob(db, reach.caller, input.job_id, deps.publicUrl)
    : null;
  const jobTag = [...tagsIn(message.subject), ...tagsIn(message.body)].find((t) =>
    (JOB_TAGS as readonly string[]).includes(t),
  );
  if (jobTag && !job)
    throw AppError.validation({ job_id: [catalogue.text('errors.choose_job_message_uses', { jobTag })] });
  const recipients = await resolveRecipients(db, reach, input.recipients);
  const source = await describeSource(db, input.recipients);
  const organisation = await organisationName(db, clientId);
  const mailed = recipients.filter((r) => r.skipReason === null);

  // The job link says how the candidate came: invited from a CV database search, or a campaign.
  const linkedJob = job && {
    ...job,
    link: withSource(job.link, input.recipients.kind === 'search' ? 'cv_invitation' : 'campaign'),
  };

  const campaignId = await db.transaction(async (tx) => {
    if (mailed.length > 0) await consumeQuota(tx, clientId, 'recruiter_emails', mailed.length);
    const id = await insertCampaign(tx, {
      clientId,
      senderId: reach.caller.user.id,
      templateId: message.templateId,
      jobId: job?.id ?? null,
      name: message.name,
      subject: message.subject,
      bodyHtml: message.body,
      source,
    });
    const rows = await insertCampaignRecipients(
      tx,
      recipients.map((r) => ({
        campaignId: id,
        candidateId: r.id,
        email: r.email,
        name: `${r.firstName} ${r.lastName}`.trim(),
        skipReason: r.skipReason,
      })),
    );
    const rowOf = new Map(rows.map((r) => [r.candidateId, r.id]));
    if (mailed.length === 0) return id;

    const spacing = 60_000 / deps.perMinute;
    const start = await firstSlot(tx);
    const expires = new Date(Date.now() + RESPONSE_TTL_DAYS * 86_400_000);
    const base = deps.publicUrl;
    const outgoing = mailed.map((r, i) => {
      const recipientId = rowOf.get(r.id) as number;
      const respond = responseToken(deps.secret, recipientId, expires);
      const stop = encodeURIComponent(unsubscribeToken(deps.secret, recipientId));
      const ctx = mergeContext({
        candidate: r,
        job: linkedJob,
        caller: reach.caller,
        organisation,
        responseLink: (answer) => `${base}/unauth/email-response/${respond}?answer=${answer}`,
      });
      const mail = renderMail(message, ctx, {
        organisation,
        unsubscribeUrl: `${base}/unauth/email-unsubscribe?token=${stop}`,
      });
      const oneClick = `${base}${API_PREFIX}${API.emailCampaigns.unsubscribe}?token=${stop}`;
      return {
        recipientId,
        row: {
          to: r.email,
          ...mail,
          // One list per sending organisation: a reader's filter can tell the recruiters apart.
          headers: listHeaders(
            oneClick,
            { id: `recruiter-${clientId}`, name: `${organisation} recruiter mail` },
            base,
          ),
          nextAttemptAt: new Date(start + Math.floor(i * spacing)),
        },
      };
    });
    await queueCampaignMails(tx, outgoing);
    return id;
  });

  const skippedByReason: Partial<Record<SkipReason, number>> = {};
  for (const r of recipients)
    if (r.skipReason) skippedByReason[r.skipReason] = (skippedByReason[r.skipReason] ?? 0) + 1;
  return {
    campaign_id: campaignId,
    queued: mailed.length,
    skipped: recipients.length - mailed.length,
    skipped_by_reason: skippedByReason,
  };
}
