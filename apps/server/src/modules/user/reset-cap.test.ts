import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { registerCandidate } from '../../../test/helpers/registration';
import { otpRequests } from '../../core/db/schema/users';
import { render } from '../../core/i18n/catalog';
import { DAILY_CAP, OTP_SENT, RESET_CODES_PER_DAY } from './password-reset';

let t: Awaited<ReturnType<typeof setupFile>>;
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
});
afterAll(() => t.close());

const requestOtp = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/request-otp', payload: { email } });
/** Lets the 60 s resend window pass without waiting. */
const expireResendWindow = (email: string) =>
  t.database.db
    .update(otpRequests)
    .set({ lastSentAt: sql`now() - interval '61 seconds'` })
    .where(eq(otpRequests.email, email));

describe('the daily cap of reset codes', () => {
  it.each([
    ['an account', async () => (await registerCandidate(t.app)).email],
    ['an unknown address (the cap tells nothing)', async () => `nobody-${Date.now()}@example.com`],
  ])('%s gets 5 codes a day, then a 429 until tomorrow', async (_name, address) => {
    const email = await address();
    for (let i = 0; i < RESET_CODES_PER_DAY; i += 1) {
      const res = await requestOtp(email);
      expect(res.json()).toEqual({ message: OTP_SENT });
      await expireResendWindow(email);
    }
    const capped = await requestOtp(email);
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toBe(render(DAILY_CAP, 'en'));
    const wait = Number(capped.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(86_400);
  });

  it('counts each address on its own', async () => {
    const a = (await registerCandidate(t.app)).email;
    const b = (await registerCandidate(t.app)).email;
    for (let i = 0; i < RESET_CODES_PER_DAY; i += 1) {
      await requestOtp(a);
      await expireResendWindow(a);
    }
    expect((await requestOtp(a)).statusCode).toBe(429);
    expect((await requestOtp(b)).statusCode).toBe(200);
  });
});
