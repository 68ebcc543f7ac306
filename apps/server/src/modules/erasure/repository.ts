import { randomBytes } from 'node:crypto';
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../core/db/client';
import { pendingRegistrations, resetCodeDays, signInFailures } from '../../core/db/schema/accounts';
import { applications } from '../../core/db/schema/applications';
import { erasedCandidates } from '../../core/db/schema/consents';
import { interviews } from '../../core/db/schema/interviews';
import { messages } from '../../core/db/schema/messages';
import { offers } from '../../core/db/schema/offers';
import { outbox } from '../../core/db/schema/outbox';
import { emailCampaignRecipients, emailSuppressions } from '../../core/db/schema/recruiter-email';
import { scorecards } from '../../core/db/schema/scorecards';
import { applicationScreenings } from '../../core/db/schema/screening';
import { subscriptions } from '../../core/db/schema/subscriptions';
import { auditLog } from '../../core/db/schema/user-admin';
import { users } from '../../core/db/schema/users';

/** What the erasure writes where the person's name or address stood. */
export const ERASED = 'erased';

/** The account's row: everything keyed to it goes with it (ON DELETE CASCADE) or loses the link (SET NULL). */
export async function deleteUserRow(tx: Db, userId: number) {
  await tx.delete(users).where(eq(users.id, userId));
}

/**
 * The rows that name the address rather than the account: sign-up and sign-in bookkeeping, the
 * weekly news subscription, recruiter campaigns' recipient lists and suppressions, and who acted in
 * the audit log (the action stays, by account id, without the address).
 */
export async function forgetAddress(tx: Db, userId: number, email: string) {
  const same = (column: AnyPgColumn) => sql`lower(${column}) = lower(${email})`;
  await tx.delete(pendingRegistrations).where(same(pendingRegistrations.email));
  await tx.delete(signInFailures).where(same(signInFailures.email));
  await tx.delete(resetCodeDays).where(same(resetCodeDays.email));
  await tx.delete(subscriptions).where(same(subscriptions.email));
  await tx.delete(emailSuppressions).where(same(emailSuppressions.email));
  await tx
    .update(emailCampaignRecipients)
    .set({ email: ERASED, name: ERASED })
    .where(or(eq(emailCampaignRecipients.candidateId, userId), same(emailCampaignRecipients.email)));
  await tx
    .update(auditLog)
    .set({ actorEmail: `${ERASED} account #${userId}` })
    .where(or(eq(auditLog.actorId, userId), same(auditLog.actorEmail)));
}

/**
 * An anonymous stand-in for an anonymised candidate: no name, address or phone, a password nothing
 * matches, suspended, and marked in `erased_candidates` so no job mails or lists it.
 */
export async function insertStandIn(tx: Db): Promise<number> {
  const [row] = await tx
    .insert(users)
    .values({
      email: `${ERASED}-${randomBytes(9).toString('base64url').toLowerCase()}@erased.invalid`,
      passwordHash: '!',
      role: 'candidate',
      firstName: 'Erased',
      lastName: 'candidate',
      status: 'suspended',
      suspendedAt: sql`now()`,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('could not insert the stand-in');
  await tx.insert(erasedCandidates).values({ userId: row.id, reason: 'retention' });
  return row.id;
}

/**
 * What an employer must keep of the candidate's applications: the job, the status and its dates
 * (history), moved to the stand-in. The cover note, the CV sent, the messages, interviews, offers,
 * screening answers and scorecards name or describe the person and go.
 */
export async function keepApplicationsAnonymously(tx: Db, candidateId: number, standInId: number) {
  const ids = (
    await tx
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.candidateId, candidateId))
  ).map((r) => r.id);
  if (!ids.length) return;
  for (const table of [messages, interviews, offers, applicationScreenings, scorecards]) {
    await tx.delete(table).where(inArray(table.applicationId, ids));
  }
  await tx
    .update(applications)
    .set({ candidateId: standInId, coverNote: null, cvFileId: null })
    .where(inArray(applications.id, ids));
}

/** The person's name as mails to others wrote it ("New applicant: Fatima Al Mansoori"). */
export async function nameOf(tx: Db, userId: number) {
  const [row] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ? `${row.firstName} ${row.lastName}`.trim() : null;
}

/**
 * Mails to others that named the person (the employer's "new applicant", a thread's notice): the
 * row stays for the delivery counts, what it said goes, and one still waiting is never sent.
 */
export async function forgetMailsAbout(tx: Db, fullName: string, email: string) {
  const names = (column: AnyPgColumn) =>
    sql`(position(lower(${fullName}) in lower(${column})) > 0 or position(lower(${email}) in lower(${column})) > 0)`;
  await tx
    .update(outbox)
    .set({
      subject: '(erased)',
      text: '',
      html: '',
      headers: {},
      calendar: null,
      attachments: null,
      lastError: null,
      status: sql`case when ${outbox.status} in ('pending', 'sending') then 'skipped' else ${outbox.status} end`,
    })
    .where(or(names(outbox.subject), names(outbox.text), names(outbox.html)));
}
