import type { Db } from '../../core/db/client';
import { emailSuppressions } from '../../core/db/schema/recruiter-email';

/** An SMTP 5xx answer is permanent (RFC 5321): retrying the same address cannot succeed. */
export function isPermanentFailure(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * Marks the address bounced: recruiter mail skips it from now on, staff see it in the suppression
 * list, and the candidate's profile says so. A later bounce replaces an unsubscribe as the reason.
 */
export async function recordBounce(db: Db, email: string, detail: string): Promise<void> {
  await db
    .insert(emailSuppressions)
    .values({ email: email.toLowerCase(), reason: 'bounced', detail: detail.slice(0, 500) })
    .onConflictDoUpdate({
      target: emailSuppressions.email,
      set: { reason: 'bounced', detail: detail.slice(0, 500), createdAt: new Date() },
    });
}
