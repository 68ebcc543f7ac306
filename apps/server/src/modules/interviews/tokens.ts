import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The answer link in an invitation works signed out, so it carries its own proof: the interview,
 * the candidate it was sent to and an expiry, under an HMAC keyed with the server secret (the
 * pattern of the other mailed links). It expires a day after the interview's start; a reschedule
 * mails a new link with the new date.
 */
const PURPOSE = 'interview-answer';

const mac = (secret: Uint8Array, interviewId: number, candidateId: number, exp: number) =>
  createHmac('sha256', secret).update(`${PURPOSE}:${interviewId}:${candidateId}:${exp}`).digest('base64url');

export const linkExpiry = (startsAt: Date) => new Date(startsAt.getTime() + 24 * 3600_000);

export function answerToken(secret: Uint8Array, interviewId: number, candidateId: number, expiresAt: Date) {
  const exp = Math.floor(expiresAt.getTime() / 1000);
  return `${interviewId}.${candidateId}.${exp}.${mac(secret, interviewId, candidateId, exp)}`;
}

export type AnswerTokenCheck =
  | { ok: true; interviewId: number; candidateId: number }
  | { ok: false; reason: 'invalid' | 'expired' };

/** Tampered or malformed: `invalid`; genuine but past its expiry: `expired` (compared in constant time). */
export function verifyAnswerToken(secret: Uint8Array, token: string, now = new Date()): AnswerTokenCheck {
  const match = /^([1-9][0-9]{0,9})\.([1-9][0-9]{0,9})\.([1-9][0-9]{0,11})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const [interviewId, candidateId, exp] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const given = Buffer.from(match[4] as string);
  const expected = Buffer.from(mac(secret, interviewId, candidateId, exp));
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' };
  if (exp * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, interviewId, candidateId };
}
