import type { EmailResponseAnswer, EmailResponseView } from '@portal/contract/recruiter-email';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { candidateFacts, jobFacts } from './context';
import { catalogue } from './i18n';
import { type MergeContext, mergeSubject } from './merge';
import { findResponseRecipient, recipientEmail, recordResponse } from './responses-repository';
import { suppressUnsubscribed } from './suppressions-repository';
import { verifyResponseToken, verifyUnsubscribeToken } from './tokens';

/** A clear answer for a link that does not work; never a 500. */
const badLink = (reason: 'invalid' | 'expired') =>
  reason === 'expired'
    ? AppError.notFound(catalogue.text('errors.link_has_expired_answers_are'))
    : AppError.notFound(catalogue.text('errors.link_not_valid_check_that'));

/** The candidate's side of a response link: no sign-in, the signed token names the recipient. */
export function createResponseService(db: Db, secret: Uint8Array, publicUrl: string) {
  async function load(token: string) {
    const check = verifyResponseToken(secret, token);
    if (!check.ok) throw badLink(check.reason);
    const row = await findResponseRecipient(db, check.recipientId);
    // A valid token of a deleted campaign: the same page as any dead link.
    if (!row) throw badLink('invalid');
    return { row, expiresAt: check.expiresAt, subject: await subjectOf(row) };
  }
  /** The subject as the recipient's mail had it: its merge tags filled in for them. */
  async function subjectOf(row: NonNullable<Awaited<ReturnType<typeof findResponseRecipient>>>) {
    const [candidate] = row.candidateId != null ? await candidateFacts(db, [row.candidateId]) : [];
    // A deleted candidate: the name the campaign kept for them.
    const [firstName = '', ...rest] = row.recipientName.split(' ');
    const ctx: MergeContext = {
      candidate: candidate ?? { firstName, lastName: rest.join(' '), desiredRole: '', location: '' },
      job:
        row.jobId != null && row.jobTitle != null
          ? await jobFacts(db, { id: row.jobId, title: row.jobTitle }, publicUrl)
          : null,
      recruiter: {
        name: `${row.senderFirstName ?? ''} ${row.senderLastName ?? ''}`.trim(),
        email: row.senderEmail ?? '',
      },
      organisation: { name: row.organisation },
      responseLink: null,
    };
    return mergeSubject(row.subject, ctx).replace(/\s+/g, ' ').trim();
  }
  const view = ({ row, expiresAt, subject }: Awaited<ReturnType<typeof load>>): EmailResponseView => ({
    organisation: row.organisation,
    subject,
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
      const row = await recordResponse(db, found.row.id, answer);
      return view({
        ...found,
        row: { ...found.row, answer: row?.answer ?? answer, respondedAt: row?.respondedAt ?? null },
      });
    },
    /** Stops recruiter mail to the recipient's address (RFC 8058 one-click, and the web page). */
    async unsubscribe(token: string) {
      const id = verifyUnsubscribeToken(secret, token);
      if (id == null) throw badLink('invalid');
      const email = await recipientEmail(db, id);
      if (email === undefined) throw badLink('invalid');
      // An address that bounced stays marked bounced: that is the stronger reason.
      await suppressUnsubscribed(db, email);
      return { email };
    },
  };
}
