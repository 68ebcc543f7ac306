import { REGISTRATION_RECEIVED } from '@portal/contract/auth';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { waitFor } from '../../../test/helpers/mail';
import { decodeQp } from '../../../test/helpers/mail-links';
import { bearer, candidateBody, DEMO, DEMO_PASSWORD, LOGIN_URL } from '../../../test/helpers/requests';
import { startSmtpCapture } from '../../../test/helpers/smtp';
import { pendingRegistrations } from '../../core/db/schema/accounts';
import { users } from '../../core/db/schema/users';
import { render } from '../../core/i18n/catalog';
import { LINK_INVALID } from './service';

// Mail goes out over a real SMTP server: the tests read what a person would find in their mailbox.
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let t: Awaited<ReturnType<typeof setupFile>>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await setupFile({ SMTP_URL: smtp.url, MAIL_FROM: 'Portal <jobs@portal.test>' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const register = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/candidate/register', payload });
const confirm = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/candidate/confirm-email', payload: { token } });

/** The newest mail to `to` with this subject, decoded as a mail reader shows it. */
const mailTo = (to: string, subject: string, after = 0) =>
  waitFor(() =>
    smtp.received
      .filter((m) => m.to.includes(to) && m.raw.includes(`Subject: ${subject}`))
      .slice(after)
      .map((m) => decodeQp(m.raw))
      .at(-1),
  );

const LINK = /http:\/\/portal\.test\/auth\/candidate\/confirm-email\?token=([A-Za-z0-9_-]{20,})(&[^\s"<]*)?/;
const linkIn = (mail: string) => {
  const m = LINK.exec(mail);
  if (!m?.[1]) throw new Error('no confirmation link in the mail');
  return { token: m[1], rest: m[2] ?? '' };
};

describe('registration does not tell whether an address has an account', () => {
  it('answers a known and a new address alike; the owner of the known one is told', async () => {
    const fresh = await register(candidateBody());
    const known = await register(candidateBody({ email: DEMO.employer.toUpperCase() }));
    expect(fresh.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(known.body).toBe(fresh.body);
    expect(known.json()).toEqual({ message: REGISTRATION_RECEIVED.candidate });

    const warning = await mailTo(DEMO.employer, 'Someone tried to register with your email address');
    expect(warning).toContain('You already have an account, so nothing was changed.');
    // The employer's own sign-in page, and a way to reset the password.
    expect(warning).toContain('http://portal.test/auth/employer/sign-in');
    // A way to reset the password, for an employer account; the address is in the To header only.
    const body = warning.slice(warning.search(/\r?\n\r?\n/));
    expect(body).toContain('http://portal.test/auth/forgot-password?from=employer');
    expect(body).not.toMatch(/employer(@|%40)demo/);
    expect(warning).not.toMatch(LINK);
    // The known account is untouched: its password still works.
    const login = await t.app.inject({
      method: 'POST',
      url: LOGIN_URL.employer,
      payload: { email: DEMO.employer, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('a new candidate confirms their address by the mailed link', () => {
  it('the link makes the account and signs them in; it works once', async () => {
    const body = candidateBody({ first_name: 'Layla' });
    expect((await register(body)).statusCode).toBe(202);
    const mail = await mailTo(body.email, 'Confirm your email address');
    expect(mail).toContain('Hello Layla,');
    const { token } = linkIn(mail);
    // Nothing exists before the link is followed: sign-in is refused like any unknown address.
    const early = await t.app.inject({
      method: 'POST',
      url: LOGIN_URL.candidate,
      payload: { email: body.email, password: body.password },
    });
    expect(early.statusCode).toBe(401);

    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    const session = res.json().data.token as string;
    const me = await t.app.inject({ method: 'GET', url: '/api/user/', headers: bearer(session) });
    expect(me.json().data.user).toMatchObject({ role: 'candidate', email: body.email, first_name: 'Layla' });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/profile',
      headers: bearer(session),
    });
    expect(profile.statusCode).toBe(200);
    // The password chosen at sign-up signs in from now on.
    const later = await t.app.inject({
      method: 'POST',
      url: LOGIN_URL.candidate,
      payload: { email: body.email, password: body.password },
    });
    expect(later.statusCode).toBe(200);

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toEqual({ token: [render(LINK_INVALID, 'en')] });
  });

  it('an expired link is refused and makes nothing', async () => {
    const body = candidateBody();
    await register(body);
    const { token } = linkIn(await mailTo(body.email, 'Confirm your email address'));
    await t.database.db
      .update(pendingRegistrations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(pendingRegistrations.email, body.email));
    const res = await confirm(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ token: [render(LINK_INVALID, 'en')] });
    expect(await t.database.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
  });

  it('signing up again replaces the first link and password: the mailbox owner decides', async () => {
    const first = candidateBody();
    await register(first);
    const oldLink = linkIn(await mailTo(first.email, 'Confirm your email address'));
    await register({ ...first, password: 'Second-Harbour-Crane-9' });
    const newLink = linkIn(await mailTo(first.email, 'Confirm your email address', 1));
    expect(newLink.token).not.toBe(oldLink.token);
    expect((await confirm(oldLink.token)).statusCode).toBe(400);
    expect((await confirm(newLink.token)).statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: LOGIN_URL.candidate,
      payload: { email: first.email, password: 'Second-Harbour-Crane-9' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('the link carries the way back to the job the candidate came from', async () => {
    const body = candidateBody({ return_to: '/unauth/jobs/view/12?x=1', return_intent: 'save' });
    await register(body);
    const { rest } = linkIn(await mailTo(body.email, 'Confirm your email address'));
    expect(new URLSearchParams(rest.slice(1))).toEqual(
      new URLSearchParams({ next: '/unauth/jobs/view/12?x=1', intent: 'save' }),
    );
  });

  it.each([
    ['another site', { return_to: '//evil.example.com/' }, 'return_to'],
    ['a scheme', { return_to: 'https://evil.example.com/' }, 'return_to'],
    ['an unknown intent', { return_to: '/', return_intent: 'delete' }, 'return_intent'],
  ])('refuses a return path to %s', async (_name, override, field) => {
    const res = await register(candidateBody(override));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().message)).toEqual([field]);
  });

  it.each([
    ['missing', {}],
    ['too short', { token: 'abc' }],
    ['with other characters', { token: `${'a'.repeat(30)}'--` }],
    ['unknown', { token: 'a'.repeat(43) }],
  ])('refuses a token that is %s', async (_name, payload) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/candidate/confirm-email', payload });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().message)).toEqual(['token']);
  });
});
