import { signToken, verifyToken } from '../../core/lib/signed-token';

/**
 * The answer link in an invitation works signed out, so it carries its own proof (core/lib/signed-token):
 * the interview, the candidate it was sent to and an expiry. It expires a day after the interview's
 * start; a reschedule mails a new link with the new date.
 */
const PURPOSE = 'interview-answer';

export const linkExpiry = (startsAt: Date) => new Date(startsAt.getTime() + 24 * 3600_000);

export const answerToken = (secret: Uint8Array, interviewId: number, candidateId: number, expiresAt: Date) =>
  signToken(secret, PURPOSE, { id: interviewId, extra: [candidateId], expiresAt });

export type AnswerTokenCheck =
  | { ok: true; interviewId: number; candidateId: number }
  | { ok: false; reason: 'invalid' | 'expired' };

/** Tampered or malformed: `invalid`; genuine but past its expiry: `expired`. */
export function verifyAnswerToken(secret: Uint8Array, token: string, now = new Date()): AnswerTokenCheck {
  const check = verifyToken(secret, PURPOSE, token, { extra: 1, expires: true }, now);
  if (!check.ok) return check;
  return { ok: true, interviewId: check.id, candidateId: check.extra[0] as number };
}
