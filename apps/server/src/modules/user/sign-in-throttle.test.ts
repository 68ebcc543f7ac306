import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { registerCandidate } from '../../../test/helpers/registration';
import { candidateBody, LOGIN_URL } from '../../../test/helpers/requests';
import { signInFailures } from '../../core/db/schema/accounts';
import { outbox } from '../../core/db/schema/outbox';
import { render } from '../../core/i18n/catalog';
import { DEVICE_COOKIE } from '../../core/lib/device-cookie';
import { throttledMessage } from './sign-in-throttle-repository';

// The real limits (RATE_LIMIT_FACTOR 1): 5 free failures per address, then waits that double.
let t: Awaited<ReturnType<typeof setupFile>>;
beforeAll(async () => {
  t = await setupFile({ RATE_LIMIT_FACTOR: '1' });
});
afterAll(() => t.close());

let ip = 0;
/** Each try from another address, as an attacker with many would: the per-IP limit never bites. */
const signIn = (email: string, password: string, cookie?: string) => {
  ip += 1;
  return t.app.inject({
    method: 'POST',
    url: LOGIN_URL.candidate,
    payload: { email, password },
    remoteAddress: `198.51.100.${ip % 250}`,
    headers: cookie ? { cookie } : {},
  });
};
const failTimes = async (email: string, n: number) => {
  for (let i = 0; i < n; i += 1) expect((await signIn(email, 'Wrong-Password-123')).statusCode).toBe(401);
};
/** Lets the current wait pass without waiting. */
const waitPasses = (email: string) =>
  t.database.db
    .update(signInFailures)
    .set({ blockedUntil: sql`now() - interval '1 second'` })
    .where(eq(signInFailures.email, email));
/** Makes the current wait a minute long, so a slow machine cannot outlast it between two tries. */
const waitLasts = (email: string) =>
  t.database.db
    .update(signInFailures)
    .set({ blockedUntil: sql`now() + interval '1 minute'` })
    .where(eq(signInFailures.email, email));
const cookieOf = (res: { headers: Record<string, unknown> }) => {
  const header = String(res.headers['set-cookie'] ?? '');
  return header.split(';')[0] ?? '';
};

async function newAccount() {
  const body = candidateBody();
  await registerCandidate(t.app, body);
  return { email: body.email as string, password: body.password as string };
}

describe('per-account sign-in throttling', () => {
  it('after five failures from anywhere, even the right password waits, and each failure doubles the wait', async () => {
    const { email, password } = await newAccount();
    await failTimes(email, 5);
    const held = await signIn(email, password);
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe('1');
    expect(held.json().message).toBe(render(throttledMessage(1), 'en'));

    // While it waits, tries are refused before the password is even checked, and not counted.
    await waitPasses(email);
    await failTimes(email, 1);
    const second = await signIn(email, password);
    expect(second.headers['retry-after']).toBe('2');
    await waitPasses(email);
    await failTimes(email, 1);
    expect((await signIn(email, password)).headers['retry-after']).toBe('4');

    // Once the wait is over, the right password signs in and the count starts again.
    await waitPasses(email);
    expect((await signIn(email, password)).statusCode).toBe(200);
    expect(await t.database.db.select().from(signInFailures).where(eq(signInFailures.email, email))).toEqual(
      [],
    );
  });

  it('the wait never exceeds 15 minutes', async () => {
    const { email, password } = await newAccount();
    await t.database.db.insert(signInFailures).values({
      email,
      failures: 60,
      lastFailureAt: sql`now()`,
      blockedUntil: sql`now() - interval '1 second'`,
    });
    await failTimes(email, 1);
    expect((await signIn(email, password)).headers['retry-after']).toBe('900');
  });

  it('an unknown address is throttled exactly like a known one (it tells nothing)', async () => {
    const ghost = `ghost-${Date.now()}@example.com`;
    await failTimes(ghost, 5);
    const res = await signIn(ghost, 'Any-Password-1');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(render(throttledMessage(1), 'en'));
  });

  it('a browser the owner signed in from before is not held back, so failures cannot lock the owner out', async () => {
    const { email, password } = await newAccount();
    const first = await signIn(email, password);
    expect(first.statusCode).toBe(200);
    const device = cookieOf(first);
    expect(device).toMatch(new RegExp(`^${DEVICE_COOKIE}=v1\\.\\d+\\.`));
    expect(String(first.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Strict/);
    expect(String(first.headers['set-cookie'])).toMatch(/Path=\/api\/user/);

    await failTimes(email, 5);
    await waitLasts(email);
    expect((await signIn(email, password)).statusCode).toBe(429);
    expect((await signIn(email, password, device)).statusCode).toBe(200);

    // Another account's device cookie, or a forged one, does not help.
    const other = await newAccount();
    const otherDevice = cookieOf(await signIn(other.email, other.password));
    expect((await signIn(email, password, otherDevice)).statusCode).toBe(429);
    const id = /v1\.(\d+)\./.exec(device)?.[1];
    const forged = `${DEVICE_COOKIE}=v1.${id}.AAAAAAAAAAAAAAAA.${'A'.repeat(43)}`;
    expect((await signIn(email, password, forged)).statusCode).toBe(429);
  });

  it('a password reset ends the wait: the owner proved the mailbox', async () => {
    const { email } = await newAccount();
    await failTimes(email, 5);
    await t.app.inject({ method: 'POST', url: '/api/user/request-otp', payload: { email } });
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(sql`${outbox.to} = ${email} and ${outbox.subject} = 'Your password reset code'`);
    const otp = /(\d{6})/.exec(mail?.text ?? '')?.[1];
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { email, otp, password: 'Fresh-Reefer-Dock-55' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(email, 'Fresh-Reefer-Dock-55')).statusCode).toBe(200);
  });
});
