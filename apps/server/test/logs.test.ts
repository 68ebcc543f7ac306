import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/core/db/client';
import { redactUrl } from '../src/platform/http/logger';
import { unsubscribeToken } from '../src/platform/mail/unsubscribe-token';
import { buildTestApp, openTestDatabase, type TestApp } from './helpers/app';
import { mailboxFor, otpFrom, waitFor } from './helpers/mail';
import { registerCandidate } from './helpers/registration';
import { bearer, DEMO, DEMO_PASSWORD } from './helpers/requests';
import { TEST_JWT_SECRET } from './setup/constants';

const lines: string[] = [];
let database: Database;
let t: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  // Trace level: the most a log can ever hold.
  t = await buildTestApp(database, { LOG_LEVEL: 'trace' }, { write: (line) => void lines.push(line) });
});
afterAll(async () => {
  await t.close();
  await database.close();
});

describe('logs', () => {
  it('never contain the password, the reset code or the token', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/candi_login',
      payload: { email: DEMO.candidate, password: DEMO_PASSWORD },
    });
    const token: string = login.json().data.token;
    await t.app.inject({ method: 'GET', url: '/api/user/', headers: bearer(token) });
    await t.app.inject({ method: 'POST', url: '/api/user/request-otp', payload: { email: DEMO.candidate } });
    const otp = otpFrom(await waitFor(() => mailboxFor(t.dataDir, DEMO.candidate)[0]));
    await t.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: {
        email: DEMO.candidate,
        otp: otp === '000000' ? '111111' : '000000',
        password: 'Wrong-Attempt-77',
      },
    });
    // Something that logs a secret-bearing object directly must still be censored.
    t.app.log.info({ body: { password: DEMO_PASSWORD, otp }, token }, 'object with secrets');
    await waitFor(() => (lines.some((l) => l.includes('mail delivered')) ? true : undefined));

    const all = lines.join('');
    expect(all).toContain('/api/user/candi_login');
    expect(all).toContain('/api/user/request-otp');
    expect(all).toContain('[redacted]');
    expect(all).not.toContain(DEMO_PASSWORD);
    expect(all).not.toContain(otp);
    expect(all).not.toContain(token);
    expect(all).not.toContain(token.split('.')[2]);
    expect(all).not.toContain('Wrong-Attempt-77');
  });

  it('never contain the capability token of an unsubscribe link, whichever way it is opened', async () => {
    const session = (await registerCandidate(t.app)).token;
    const alert = await t.app.inject({
      method: 'POST',
      url: '/api/jobs/alert',
      headers: bearer(session),
      payload: { criteria: { keyword: 'reach truck' } },
    });
    const capability = unsubscribeToken(new TextEncoder().encode(TEST_JWT_SECRET), alert.json().data.id);
    const query = `token=${encodeURIComponent(capability)}`;
    // The mail's web link (served by the client), then the one-click POST a mail program makes.
    await t.app.inject({ method: 'GET', url: `/unauth/job-alert/unsubscribe?${query}` });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/alert/unsubscribe?${query}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);

    const all = lines.join('');
    expect(all).toContain('/api/jobs/alert/unsubscribe?token=[redacted]');
    expect(all).toContain('/unauth/job-alert/unsubscribe?token=[redacted]');
    expect(all).not.toContain(capability.split('.')[1]);
  });

  it('keep the rest of a URL readable while redacting every token-like parameter', () => {
    expect(redactUrl('/api/jobs/search?keyword=forklift&page=2')).toBe(
      '/api/jobs/search?keyword=forklift&page=2',
    );
    expect(redactUrl('/reset?email=a%40b.ae&reset_token=s3cr3t&sig=abc&api-key=k')).toBe(
      '/reset?email=a%40b.ae&reset_token=[redacted]&sig=[redacted]&api-key=[redacted]',
    );
    expect(redactUrl('/share?%74oken=x')).toBe('/share?%74oken=[redacted]');
  });
});
