import type { MailCategory } from '@portal/contract/mail-preferences';
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { type MailAttachment, outbox } from '../../core/db/schema/outbox';
import type { MailContent } from './templates';

/** `category`: a candidate's non-essential kind of mail, checked against their preferences when sent. */
export type OutgoingMail = MailContent & {
  to: string;
  headers?: Record<string, string>;
  category?: MailCategory;
  /** An iCalendar invitation, sent as the mail's text/calendar part. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /** Files attached to the mail, e.g. an offer's PDF letter. */
  attachments?: { filename: string; contentType: string; content: Buffer }[];
};
export type OutboxRow = typeof outbox.$inferSelect;

const toStored = (a: { filename: string; contentType: string; content: Buffer }): MailAttachment => ({
  filename: a.filename,
  contentType: a.contentType,
  contentBase64: a.content.toString('base64'),
});

/** Call inside the transaction of the change that causes the mail: both commit or neither. */
export async function enqueueMail(db: Db, mails: OutgoingMail | OutgoingMail[]): Promise<void> {
  const list = Array.isArray(mails) ? mails : [mails];
  if (list.length === 0) return;
  await db.insert(outbox).values(
    list.map((m) => ({
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      headers: m.headers ?? {},
      category: m.category ?? null,
      calendar: m.calendar ?? null,
      attachments: m.attachments?.length ? m.attachments.map(toStored) : null,
    })),
  );
}

export const MAX_ATTEMPTS = 8;
/**
 * A worker stamps the rows it holds every CLAIM_HEARTBEAT_MS (`touchClaims`); a row still `sending`
 * whose stamp is older than STALE_CLAIM belongs to a worker that died and is taken again. Short, so a
 * killed worker's batch waits a minute, not five (docs/operations.md, fault drills).
 */
export const CLAIM_HEARTBEAT_MS = 10_000;
const STALE_CLAIM = sql`interval '60 seconds'`;

/**
 * Claims up to `limit` due rows. SKIP LOCKED lets several workers on one PostgreSQL share the
 * queue without waiting on or double-sending each other's rows.
 */
export async function claimDueMail(db: Db, limit: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      or(
        and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)),
        and(eq(outbox.status, 'sending'), lte(outbox.claimedAt, sql`now() - ${STALE_CLAIM}`)),
      ),
    )
    .orderBy(outbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ status: 'sending', claimedAt: sql`now()`, attempts: sql`${outbox.attempts} + 1` })
    .where(inArray(outbox.id, due))
    .returning();
}

/** Keeps this worker's claims fresh while it works through them (see STALE_CLAIM). */
export async function touchClaims(db: Db, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db
    .update(outbox)
    .set({ claimedAt: sql`now()` })
    .where(and(inArray(outbox.id, ids), eq(outbox.status, 'sending')));
}

/**
 * Gives claimed rows back untried (the mail relay is down): due again at once for whichever worker
 * comes next, and the claim's attempt not counted, so an outage of the relay uses up no row's tries.
 */
export async function releaseClaims(db: Db, ids: number[], error: string): Promise<void> {
  if (!ids.length) return;
  await db
    .update(outbox)
    .set({
      status: 'pending',
      attempts: sql`greatest(${outbox.attempts} - 1, 0)`,
      lastError: error.slice(0, 1000),
      claimedAt: null,
    })
    .where(and(inArray(outbox.id, ids), eq(outbox.status, 'sending')));
}

export async function markSent(db: Db, id: number): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
    .where(eq(outbox.id, id));
}

/** The recipient turned this kind of mail off after it was queued: never sent, kept for the record. */
export async function markSkipped(db: Db, id: number): Promise<void> {
  await db.update(outbox).set({ status: 'skipped', lastError: null }).where(eq(outbox.id, id));
}

/**
 * Exponential backoff: 10 s, 20 s, 40 s ... capped at 1 h; after MAX_ATTEMPTS, or at once for a
 * permanent failure (the server refused the address), the row is failed.
 */
export async function markFailed(db: Db, row: OutboxRow, error: string, permanent = false): Promise<void> {
  const giveUp = permanent || row.attempts >= MAX_ATTEMPTS;
  const delaySeconds = Math.min(3600, 10 * 2 ** (row.attempts - 1));
  await db
    .update(outbox)
    .set({
      status: giveUp ? 'failed' : 'pending',
      lastError: error.slice(0, 1000),
      nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})`,
    })
    .where(eq(outbox.id, row.id));
}

/**
 * A deleted account's mail: what is still waiting is never sent, and every row to the address keeps
 * only that a mail went (for the delivery counts), not to whom or what it said or carried.
 */
export async function forgetRecipient(db: Db, email: string): Promise<void> {
  await db
    .update(outbox)
    .set({
      to: 'deleted-account',
      subject: '(deleted account)',
      text: '',
      html: '',
      headers: {},
      calendar: null,
      attachments: null,
      lastError: null,
      status: sql`case when ${outbox.status} in ('pending', 'sending') then 'skipped' else ${outbox.status} end`,
    })
    .where(sql`lower(${outbox.to}) = lower(${email})`);
}
