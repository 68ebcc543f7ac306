import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { buildTestApp, openTestDatabase, type TestApp } from './helpers/app';
import { mailboxFor, otpFrom, waitFor } from './helpers/mail';
import { bearer, DEMO, DEMO_PASSWORD } from './helpers/requests';

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
});
