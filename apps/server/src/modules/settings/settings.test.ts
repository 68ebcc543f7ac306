import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, setupFile } from '../../../test/helpers/app';
import { multipart } from '../../../test/helpers/requests';
import { subscriptions } from '../../core/db/schema/subscriptions';

let t: Awaited<ReturnType<typeof setupFile>>;
beforeAll(async () => {
  t = await setupFile();
});
afterAll(() => t.close());

const rand = () => Math.floor(Math.random() * 254) + 1;
const SUBJECT = 'Request for E mail subscription';
const THANKS =
  'Thank you for subscribing to the Logistics updates from the portal. Please confirm from the e-mail we have just sent you.';
const rowsFor = (email: string) =>
  t.database.db.select().from(subscriptions).where(eq(subscriptions.email, email));

describe('GET /api/settings/public', () => {
  it('returns the seeded site name, theme, contact, social links and job validity without auth', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      site_name: 'Logistics Jobs',
      theme: { color: '#1CA3DC', logo: null },
      contact: { email: 'jobs@example.com', whatsapp: '+971 50 000 0000' },
      social: expect.objectContaining({ linkedin: 'https://www.linkedin.com/company/example' }),
      job_validity_days: 30,
      candidate_retention_months: 24,
      arabic_digits: 'latn',
    });
  });
});

describe('POST /api/settings/subscription', () => {
  it('thanks the subscriber twice and stores one row (multipart, as the footer sends it)', async () => {
    for (let i = 0; i < 2; i++) {
      const form = multipart({ email: 'Weekly.News@Example.com', subject: SUBJECT });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/settings/subscription',
        payload: form.payload,
        headers: form.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: THANKS });
    }
    const rows = await rowsFor('weekly.news@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.subject).toBe(SUBJECT);
  });

  it('accepts JSON and URL-encoded bodies too, and re-activates an unsubscribed address', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/settings/subscription',
      payload: { email: 'json@example.com', subject: SUBJECT },
    });
    expect(json.statusCode).toBe(200);
    await t.database.db
      .update(subscriptions)
      .set({ unsubscribedAt: new Date() })
      .where(eq(subscriptions.email, 'json@example.com'));
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/settings/subscription',
      payload: new URLSearchParams({ email: 'json@example.com', subject: SUBJECT }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(200);
    const rows = await rowsFor('json@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.unsubscribedAt).toBeNull();
  });

  it.each([
    ['a bad e-mail', { email: 'not-an-email', subject: SUBJECT }, { email: ['Invalid email address'] }],
    [
      'an SQL-like e-mail',
      { email: "a@b.com' OR 1=1--", subject: SUBJECT },
      { email: ['Invalid email address'] },
    ],
    [
      'another subject',
      { email: 'x@example.com', subject: 'Hi' },
      { subject: [`Subject must be "${SUBJECT}"`] },
    ],
    [
      'an unknown field',
      { email: 'y@example.com', subject: SUBJECT, name: 'Y' },
      { name: ['Unknown field'] },
    ],
  ])('refuses %s and stores nothing', async (_name, payload, message) => {
    const [before] = await t.database.db.select({ n: count() }).from(subscriptions);
    const res = await t.app.inject({ method: 'POST', url: '/api/settings/subscription', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(message);
    const [after] = await t.database.db.select({ n: count() }).from(subscriptions);
    expect(after?.n).toBe(before?.n);
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After once a route limit is used up', async () => {
    const limited = await buildTestApp(t.database, { RATE_LIMIT_FACTOR: '1' });
    // The counters live in the database on PostgreSQL, shared with this file's other requests:
    // an address of its own starts this client at zero.
    const remoteAddress = `10.${rand()}.${rand()}.${rand()}`;
    try {
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/settings/subscription',
          payload: { email: 'limit@example.com', subject: SUBJECT },
          remoteAddress,
        });
      for (let i = 0; i < 10; i++) expect((await send()).statusCode).toBe(200);
      const res = await send();
      expect(res.statusCode).toBe(429);
      const after = Number(res.headers['retry-after']);
      expect(after).toBeGreaterThan(0);
      expect(res.json().message).toBe(`Too many requests, please try again in ${after} seconds`);
      expect(res.json().request_id).toBeTruthy();

      // Each route counts on its own: sign-in still has its 10 per minute. A new address each
      // time, so the per-account back-off (5 failures) is not what answers.
      const codes: number[] = [];
      for (let i = 0; i < 11; i++) {
        const login = await limited.app.inject({
          method: 'POST',
          url: '/api/user/candi_login',
          payload: { email: `nobody-${i}@example.com`, password: 'whatever-1' },
          remoteAddress,
        });
        codes.push(login.statusCode);
      }
      expect(codes).toEqual([...Array(10).fill(401), 429]);
    } finally {
      await limited.close();
    }
  });
});
