import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { bodyOf, mailboxFor, otpFrom, waitFor } from '../../../test/helpers/mail';
import { registerCandidate } from '../../../test/helpers/registration';
import { bearer, candidateBody, LOGIN_URL } from '../../../test/helpers/requests';
import { otpRequests, passwordResets, users } from '../../core/db/schema/users';

// No SMTP_URL: mail goes to the local mailbox, DATA_DIR/mail/<id>.eml.
let t: Awaited<ReturnType<typeof setupFile>>;
beforeAll(async () => {
  t = await setupFile();
});
afterAll(() => t.close());

const OTP_SENT =
  'If an account exists for this email, we have sent a 6-digit code. It is valid for 10 minutes.';
const requestOtp = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/request-otp', payload: { email } });
const reset = (payload: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/user/reset-password', payload });

async function newCandidate() {
  const body = candidateBody();
  const { token } = await registerCandidate(t.app, body);
  return { ...body, token };
}

/** The mailbox's reset-code mails (not the sign-up's confirmation and welcome). */
const resetMails = (email: string) =>
  mailboxFor(t.dataDir, email).filter((m) => m.includes('Subject: Your password reset code'));

/** Lets the 60 s resend window pass without waiting. */
const expireResendWindow = (email: string) =>
  t.database.db
    .update(otpRequests)
    .set({ lastSentAt: new Date(Date.now() - 61_000) })
    .where(eq(otpRequests.email, email));

describe('request-otp', () => {
  it('answers the same for known and unknown addresses, and mails only the known one', async () => {
    const c = await newCandidate();
    const known = await requestOtp(c.email);
    const unknown = await requestOtp('ghost@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: OTP_SENT });
    expect(unknown.json()).toEqual({ message: OTP_SENT });
    const [mail] = await waitFor(() => {
      const m = resetMails(c.email);
      return m.length ? m : undefined;
    });
    expect(mail).toContain('Subject: Your password reset code');
    // No MAIL_FROM: the sender is at PUBLIC_URL's host, not localhost.
    expect(mail).toMatch(/^From: Logistics Jobs <no-reply@portal\.test>/m);
    expect(otpFrom(mail ?? '')).toMatch(/^\d{6}$/);
    // The link opens the code step for the candidate's kind of account; the address is only in To.
    const body = bodyOf(mail ?? '');
    expect(body).toContain('http://portal.test/auth/forgot-password?from=candidate&step=code');
    const [local = '', domain = ''] = c.email.split('@');
    expect(body).not.toContain(local);
    expect(body).not.toContain(domain);
    expect(resetMails('ghost@example.com')).toHaveLength(0);
    const [row] = await t.database.db.select().from(passwordResets);
    expect(row?.otpHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a resend within 60 s with Retry-After, for unknown addresses too', async () => {
    for (const email of ['resend@example.com', (await newCandidate()).email]) {
      expect((await requestOtp(email)).statusCode).toBe(200);
      const again = await requestOtp(email);
      expect(again.statusCode).toBe(429);
      const wait = Number(again.headers['retry-after']);
      expect(wait).toBeGreaterThan(55);
      expect(wait).toBeLessThanOrEqual(60);
      expect(again.json().message).toBe(`Please wait ${wait} seconds before requesting another code.`);
    }
  });

  it('validates the address', async () => {
    const res = await requestOtp("a@b.com' OR 1=1--");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ email: ['Invalid email address'] });
  });
});

describe('reset-password', () => {
  it('resets with the mailed code, ends old sessions and lets the new password sign in', async () => {
    const c = await newCandidate();
    await requestOtp(c.email);
    const mail = await waitFor(() => resetMails(c.email)[0]);
    const otp = otpFrom(mail);
    const res = await reset({ email: c.email, otp, password: 'New-Harbour-Crane-88' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your password has been reset. You can sign in now.');

    const old = await t.app.inject({ method: 'GET', url: '/api/user/', headers: bearer(c.token) });
    expect(old.statusCode).toBe(401);
    const oldPassword = await t.app.inject({
      method: 'POST',
      url: LOGIN_URL.candidate,
      payload: { email: c.email, password: c.password },
    });
    expect(oldPassword.statusCode).toBe(401);
    const fresh = await t.app.inject({
      method: 'POST',
      url: LOGIN_URL.candidate,
      payload: { email: c.email, password: 'New-Harbour-Crane-88' },
    });
    expect(fresh.statusCode).toBe(200);
    // A code works once.
    const replay = await reset({ email: c.email, otp, password: 'Another-Pallet-Jack-5' });
    expect(replay.json().message).toEqual({ otp: ['The code is wrong or has expired.'] });
  });

  it('counts wrong codes and kills the code after five', async () => {
    const c = await newCandidate();
    await requestOtp(c.email);
    const otp = otpFrom(await waitFor(() => resetMails(c.email)[0]));
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const res = await reset({ email: c.email, otp: wrong, password: 'Another-Pallet-Jack-5' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual({ otp: ['The code is wrong or has expired.'] });
    }
    const fifth = await reset({ email: c.email, otp: wrong, password: 'Another-Pallet-Jack-5' });
    expect(fifth.json().message).toEqual({ otp: ['Too many wrong codes. Request a new one.'] });
    const right = await reset({ email: c.email, otp, password: 'Another-Pallet-Jack-5' });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toEqual({ otp: ['Too many wrong codes. Request a new one.'] });
  });

  it('refuses an expired code and an unknown address alike', async () => {
    const c = await newCandidate();
    await requestOtp(c.email);
    const otp = otpFrom(await waitFor(() => resetMails(c.email)[0]));
    const [user] = await t.database.db.select().from(users).where(eq(users.email, c.email));
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user?.id ?? 0));
    const expired = await reset({ email: c.email, otp, password: 'Another-Pallet-Jack-5' });
    const unknown = await reset({ email: 'ghost2@example.com', otp, password: 'Another-Pallet-Jack-5' });
    expect(expired.json().message).toEqual(unknown.json().message);
    expect(expired.statusCode).toBe(400);
  });

  it('only the newest code works, and a common new password is refused before the code is spent', async () => {
    const c = await newCandidate();
    await requestOtp(c.email);
    const first = otpFrom(await waitFor(() => resetMails(c.email)[0]));
    await expireResendWindow(c.email);
    await requestOtp(c.email);
    const second = otpFrom(await waitFor(() => resetMails(c.email)[1]));
    if (first !== second) {
      const old = await reset({ email: c.email, otp: first, password: 'Another-Pallet-Jack-5' });
      expect(old.statusCode).toBe(400);
    }
    const common = await reset({ email: c.email, otp: second, password: 'password1' });
    expect(common.json().message).toEqual({
      password: ['This password is too common. Choose a less guessable one.'],
    });
    const ok = await reset({ email: c.email, otp: second, password: 'Another-Pallet-Jack-5' });
    expect(ok.statusCode).toBe(200);
  });

  it('validates every field', async () => {
    const res = await reset({ email: 'x', otp: '12ab', password: 'short', extra: '1' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().message).sort()).toEqual(['email', 'extra', 'otp', 'password']);
  });
});
