import { randomUUID } from 'node:crypto';
import type { Role } from '@portal/contract/roles';
import { eq } from 'drizzle-orm';
import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, setupFile } from '../../../test/helpers/app';
import { bearer, LOGIN_URL } from '../../../test/helpers/requests';
import { userMfa } from '../../core/db/schema/mfa';
import { users } from '../../core/db/schema/users';
import { hashPassword } from '../../core/lib/passwords';

// The shipped default: staff administrators must use two steps.
let t: Awaited<ReturnType<typeof setupFile>>;
beforeAll(async () => {
  t = await setupFile({ MFA_REQUIRED_ROLES: 'master_admin,consultancy_admin' });
});
afterAll(() => t.close());

const PASSWORD = 'Pallet-Jack-Ledger-93';
let passwordHash: string;

/** A user of its own per test (the suite runs shuffled), signed in through `kind`'s page. */
async function newUser(role: Role) {
  passwordHash ??= await hashPassword(PASSWORD);
  const email = `mfa-${randomUUID().slice(0, 8)}@example.com`;
  const [row] = await t.database.db
    .insert(users)
    .values({ email, passwordHash, role, firstName: 'Noura', lastName: 'Saeed' })
    .returning({ id: users.id });
  return { id: row?.id ?? 0, email };
}

const kindOf = (role: Role) =>
  role === 'candidate' ? 'candidate' : role === 'employer' ? 'employer' : ('admin' as const);

async function signIn(email: string, role: Role, app = t.app) {
  const res = await app.inject({
    method: 'POST',
    url: LOGIN_URL[kindOf(role)],
    payload: { email, password: PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { token?: string; mfa?: 'verify' | 'enrol'; mfa_token?: string };
}

/** The app's code `steps` periods from now: each sign-in needs a code it has not seen. */
const codeAt = (secret: string, steps = 0) =>
  TOTP.generate({ secret: TOTP_SECRET(secret), timestamp: Date.now() + steps * 30_000 });
const TOTP_SECRET = (base32: string) => new TOTP({ secret: base32 }).secret;

const post = (url: string, payload: unknown, token?: string, app = t.app) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers: token ? bearer(token) : {} });

/** Turns two-step sign-in on for a signed-in user; answers the key and the recovery codes. */
async function enable(token: string) {
  const setup = await post('/api/user/mfa/setup', {}, token);
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json().data as { secret: string };
  const on = await post('/api/user/mfa/enable', { code: codeAt(secret) }, token);
  expect(on.statusCode).toBe(200);
  return { secret, codes: on.json().data.recovery_codes as string[] };
}

describe('two-step sign-in for any user', () => {
  it('is set up with a scanned key, then every sign-in asks for a code', async () => {
    const user = await newUser('candidate');
    const first = await signIn(user.email, 'candidate');
    expect(first.token).toBeTruthy();

    const setup = await post('/api/user/mfa/setup', {}, first.token);
    const data = setup.json().data;
    expect(data.otpauth_url).toMatch(/^otpauth:\/\/totp\/Logistics%20Jobs:mfa-.*\?.*secret=/);
    expect(data.qr_data_url).toMatch(/^data:image\/svg\+xml;base64,/);

    const wrong = await post('/api/user/mfa/enable', { code: '000000' }, first.token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message.code[0]).toMatch(/not right/);

    const firstCode = codeAt(data.secret);
    const on = await post('/api/user/mfa/enable', { code: firstCode }, first.token);
    expect(on.statusCode).toBe(200);
    const codes = on.json().data.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);

    const status = await t.app.inject({
      method: 'GET',
      url: '/api/user/mfa',
      headers: bearer(first.token ?? ''),
    });
    expect(status.json().data).toEqual({ enabled: true, required: false, recovery_codes_left: 10 });

    // The key is not stored as given to the app.
    const [row] = await t.database.db.select().from(userMfa).where(eq(userMfa.userId, user.id));
    expect(row?.secretEnc).not.toContain(data.secret);

    const challenge = await signIn(user.email, 'candidate');
    expect(challenge.token).toBeUndefined();
    expect(challenge.mfa).toBe('verify');

    // The challenge is no session.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user/',
      headers: bearer(challenge.mfa_token ?? ''),
    });
    expect(me.statusCode).toBe(401);

    const bad = await post('/api/user/mfa/verify', { mfa_token: challenge.mfa_token, code: '123456' });
    expect(bad.statusCode).toBe(400);
    // The code that turned it on was used: an overheard code does not work twice.
    const replay = await post('/api/user/mfa/verify', { mfa_token: challenge.mfa_token, code: firstCode });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message.code[0]).toMatch(/just been used\. Wait for the next code/);

    const good = await post('/api/user/mfa/verify', {
      mfa_token: challenge.mfa_token,
      code: codeAt(data.secret, 1),
    });
    expect(good.statusCode).toBe(200);
    const session = good.json().data.token as string;
    const meNow = await t.app.inject({ method: 'GET', url: '/api/user/', headers: bearer(session) });
    expect(meNow.json().data.user.email).toBe(user.email);

    // A challenge ends with the session it gave.
    const again = await post('/api/user/mfa/verify', { mfa_token: challenge.mfa_token, code: codes[0] });
    expect(again.statusCode).toBe(401);
  });

  it("signing in again within the setup code's 30 seconds says to wait for the next code, not that it is wrong", async () => {
    const user = await newUser('employer');
    const { token } = await signIn(user.email, 'employer');
    const setup = await post('/api/user/mfa/setup', {}, token);
    const { secret } = setup.json().data as { secret: string };
    const code = codeAt(secret);
    expect((await post('/api/user/mfa/enable', { code }, token)).statusCode).toBe(200);

    const challenge = await signIn(user.email, 'employer');
    const again = await post('/api/user/mfa/verify', { mfa_token: challenge.mfa_token, code });
    expect(again.statusCode).toBe(400);
    const message = again.json().message.code[0] as string;
    expect(message).toMatch(/just been used\. Wait for the next code/);
    expect(message).not.toMatch(/not right/);
    // A wrong code still reads as wrong.
    const wrong = await post('/api/user/mfa/verify', { mfa_token: challenge.mfa_token, code: '000000' });
    expect(wrong.json().message.code[0]).toMatch(/not right/);
    // The next code signs in.
    const next = await post('/api/user/mfa/verify', {
      mfa_token: challenge.mfa_token,
      code: codeAt(secret, 1),
    });
    expect(next.statusCode).toBe(200);
  });

  it('takes each recovery code once, in any case and without the dash', async () => {
    const user = await newUser('employer');
    const { token } = await signIn(user.email, 'employer');
    const { codes } = await enable(token ?? '');
    const code = codes[3] ?? '';

    const first = await signIn(user.email, 'employer');
    const ok = await post('/api/user/mfa/verify', {
      mfa_token: first.mfa_token,
      code: code.replace('-', '').toUpperCase(),
    });
    expect(ok.statusCode).toBe(200);

    const second = await signIn(user.email, 'employer');
    const used = await post('/api/user/mfa/verify', { mfa_token: second.mfa_token, code });
    expect(used.statusCode).toBe(400);

    const status = await t.app.inject({ method: 'GET', url: '/api/user/mfa', headers: bearer(token ?? '') });
    expect(status.json().data.recovery_codes_left).toBe(9);

    // New codes replace the old ones.
    const wrongPassword = await post('/api/user/mfa/recovery-codes', { password: 'not-it' }, token);
    expect(wrongPassword.statusCode).toBe(400);
    const fresh = await post('/api/user/mfa/recovery-codes', { password: PASSWORD }, token);
    expect(fresh.statusCode).toBe(200);
    const third = await signIn(user.email, 'employer');
    const old = await post('/api/user/mfa/verify', { mfa_token: third.mfa_token, code: codes[5] });
    expect(old.statusCode).toBe(400);
    const renewed = await post('/api/user/mfa/verify', {
      mfa_token: third.mfa_token,
      code: fresh.json().data.recovery_codes[0],
    });
    expect(renewed.statusCode).toBe(200);
  });

  it('is turned off with the password and a code, and sign-in is one step again', async () => {
    const user = await newUser('candidate');
    const { token } = await signIn(user.email, 'candidate');
    const { secret } = await enable(token ?? '');

    const noCode = await post('/api/user/mfa/disable', { password: PASSWORD, code: '999999' }, token);
    expect(noCode.statusCode).toBe(400);
    const noPassword = await post(
      '/api/user/mfa/disable',
      { password: 'wrong', code: codeAt(secret, 1) },
      token,
    );
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toEqual({ password: ['Password is incorrect.'] });

    const off = await post('/api/user/mfa/disable', { password: PASSWORD, code: codeAt(secret, 1) }, token);
    expect(off.statusCode).toBe(200);
    expect((await signIn(user.email, 'candidate')).token).toBeTruthy();
  });

  it('refuses tampered, expired-looking and wrong-type challenge tokens with 401, never 500', async () => {
    const user = await newUser('candidate');
    const { token } = await signIn(user.email, 'candidate');
    for (const mfa_token of ['x', `${token}x`, token, 'a.b.c']) {
      const res = await post('/api/user/mfa/verify', { mfa_token, code: '123456' });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('This sign-in has expired. Sign in again.');
    }
    const bad = await post('/api/user/mfa/verify', { mfa_token: 'x', code: 'drop table' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message.code[0]).toMatch(/6-digit code/);
  });

  it('backs off an account after repeated wrong codes, whatever address guesses', async () => {
    const strict = await buildTestApp(t.database, {
      MFA_REQUIRED_ROLES: 'master_admin,consultancy_admin',
      RATE_LIMIT_FACTOR: '1',
    });
    try {
      const user = await newUser('candidate');
      const { token } = await signIn(user.email, 'candidate', strict.app);
      await enable(token ?? '');
      const challenge = await signIn(user.email, 'candidate', strict.app);
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await strict.app.inject({
          method: 'POST',
          url: '/api/user/mfa/verify',
          payload: { mfa_token: challenge.mfa_token, code: String(100000 + i) },
          remoteAddress: `10.9.${i}.1`,
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await strict.close();
    }
  });
});

describe('two-step sign-in required for administrators', () => {
  it.each(['master_admin', 'consultancy_admin'] as const)(
    'a %s without an authenticator sets one up before getting a session, and cannot turn it off',
    async (role) => {
      const user = await newUser(role);
      const challenge = await signIn(user.email, role);
      expect(challenge).toMatchObject({ mfa: 'enrol' });
      expect(challenge.token).toBeUndefined();

      const setup = await post('/api/user/mfa/enrol/setup', { mfa_token: challenge.mfa_token });
      expect(setup.statusCode).toBe(200);
      const { secret } = setup.json().data;
      const done = await post('/api/user/mfa/enrol/enable', {
        mfa_token: challenge.mfa_token,
        code: codeAt(secret),
      });
      expect(done.statusCode).toBe(200);
      const { session, recovery_codes } = done.json().data;
      expect(recovery_codes).toHaveLength(10);
      const me = await t.app.inject({ method: 'GET', url: '/api/user/', headers: bearer(session.token) });
      expect(me.json().data.role).toBe(role);

      // The enrolment token does not set up a second key.
      const reuse = await post('/api/user/mfa/enrol/setup', { mfa_token: challenge.mfa_token });
      expect(reuse.statusCode).toBe(409);

      expect((await signIn(user.email, role)).mfa).toBe('verify');
      const off = await post(
        '/api/user/mfa/disable',
        { password: PASSWORD, code: codeAt(secret, 1) },
        session.token,
      );
      expect(off.statusCode).toBe(403);
      const status = await t.app.inject({
        method: 'GET',
        url: '/api/user/mfa',
        headers: bearer(session.token),
      });
      expect(status.json().data).toMatchObject({ enabled: true, required: true });
    },
  );

  it('a session of a role that needs no second step is not an enrolment token', async () => {
    const user = await newUser('candidate');
    const { token } = await signIn(user.email, 'candidate');
    const res = await post('/api/user/mfa/enrol/setup', { mfa_token: token });
    expect(res.statusCode).toBe(401);
  });
});
