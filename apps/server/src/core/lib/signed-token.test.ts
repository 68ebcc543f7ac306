import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from './signed-token';

const secret = new TextEncoder().encode('a-test-secret-of-at-least-32-bytes!!');
const at = (iso: string) => new Date(iso);

describe('signed link tokens', () => {
  it('keeps the format links were mailed in, so an old mail still opens', () => {
    const hmac = (text: string) => createHmac('sha256', secret).update(text).digest('base64url');
    expect(signToken(secret, 'offer-answer', { id: 42 })).toBe(`42.${hmac('offer-answer:42')}`);
    const exp = at('2027-01-02T03:04:05Z');
    expect(signToken(secret, 'interview-answer', { id: 7, extra: [9], expiresAt: exp })).toBe(
      `7.9.1798859045.${hmac('interview-answer:7:9:1798859045')}`,
    );
  });

  it('reads back what it signed: the id, the extra numbers and the expiry', () => {
    const exp = at('2027-01-02T03:04:05Z');
    const token = signToken(secret, 'interview-answer', { id: 7, extra: [9], expiresAt: exp });
    expect(
      verifyToken(secret, 'interview-answer', token, { extra: 1, expires: true }, at('2027-01-01')),
    ).toEqual({
      ok: true,
      id: 7,
      extra: [9],
      expiresAt: exp,
    });
    expect(verifyToken(secret, 'offer-answer', ` ${signToken(secret, 'offer-answer', { id: 3 })}\n`)).toEqual(
      {
        ok: true,
        id: 3,
        extra: [],
        expiresAt: null,
      },
    );
  });

  it("never takes one purpose's token for another's, nor a token under another secret", () => {
    const token = signToken(secret, 'offer-answer', { id: 42 });
    expect(verifyToken(secret, 'email-unsubscribe', token)).toEqual({ ok: false, reason: 'invalid' });
    const other = new TextEncoder().encode('another-secret-of-at-least-32-bytes!');
    expect(verifyToken(other, 'offer-answer', token)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a changed id, a changed MAC, another shape and junk', () => {
    const token = signToken(secret, 'offer-answer', { id: 42 });
    const [, mac = ''] = token.split('.');
    const flipped = `${mac.slice(0, -1)}${mac.at(-1) === 'A' ? 'B' : 'A'}`;
    const invalid = { ok: false, reason: 'invalid' };
    expect(verifyToken(secret, 'offer-answer', `43.${mac}`)).toEqual(invalid);
    expect(verifyToken(secret, 'offer-answer', `42.${flipped}`)).toEqual(invalid);
    expect(verifyToken(secret, 'offer-answer', token, { extra: 1 })).toEqual(invalid);
    expect(verifyToken(secret, 'offer-answer', token, { expires: true })).toEqual(invalid);
    for (const junk of ['', '42', `042.${mac}`, `0.${mac}`, `42.${mac}x`, `-1.${mac}`, `42..${mac}`])
      expect(verifyToken(secret, 'offer-answer', junk)).toEqual(invalid);
  });

  it('tells a genuine token past its expiry (expired) from a forged one (invalid)', () => {
    const exp = at('2027-01-02T03:04:05Z');
    const token = signToken(secret, 'email-response', { id: 5, expiresAt: exp });
    const shape = { expires: true };
    expect(verifyToken(secret, 'email-response', token, shape, exp)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(verifyToken(secret, 'email-response', token, shape, at('2027-01-02T03:04:04Z')).ok).toBe(true);
    const later = token.replace('.1798859045.', '.1798859999.');
    expect(verifyToken(secret, 'email-response', later, shape, at('2030-01-01'))).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});
