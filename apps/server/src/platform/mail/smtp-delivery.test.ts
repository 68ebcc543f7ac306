import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, openTestDatabase, type TestApp } from '../../../test/helpers/app';
import { otpFrom, waitFor } from '../../../test/helpers/mail';
import { registerCandidate } from '../../../test/helpers/registration';
import { candidateBody, LOGIN_URL } from '../../../test/helpers/requests';
import { startSmtpCapture } from '../../../test/helpers/smtp';
import { outbox } from '../../core/db/schema/outbox';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let t: TestApp;

// The worker's own poll is an hour: mail that arrives was sent because the commit poked the worker.
beforeAll(async () => {
  smtp = await startSmtpCapture();
  const database = await openTestDatabase();
  t = await buildTestApp(
    database,
    { SMTP_URL: smtp.url, MAIL_FROM: 'Portal <jobs@portal.test>' },
    undefined,
    {
      mailPollMs: 3_600_000,
    },
  );
});
afterAll(async () => {
  await t.close();
  await t.database.close();
  await smtp.close();
});

describe('outbox delivery over SMTP', () => {
  it('delivers the reset code to a real SMTP server at once (not at the next poll), and the code resets the password', async () => {
    const body = candidateBody();
    await registerCandidate(t.app, body);
    await t.app.inject({ method: 'POST', url: '/api/user/request-otp', payload: { email: body.email } });
    const mail = await waitFor(() =>
      smtp.received.find(
        (m) => m.to.includes(body.email) && m.raw.includes('Subject: Your password reset code'),
      ),
    );
    expect(mail.from).toBe('jobs@portal.test');
    expect(mail.raw).toContain('Subject: Your password reset code');
    expect(mail.raw).toContain('Content-Type: text/html');

    const otp = otpFrom(mail.raw);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { email: body.email, otp, password: 'Dhow-Harbour-Manifest-3' },
    });
    expect(res.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: LOGIN_URL.candidate,
      payload: { email: body.email, password: 'Dhow-Harbour-Manifest-3' },
    });
    expect(login.statusCode).toBe(200);

    // Every mail ends up sent, each once (the confirmation may still be on its way to the server).
    const rows = await waitFor(async () => {
      const now = await t.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.to, body.email))
        .orderBy(outbox.id);
      return now.every((r) => r.status === 'sent') ? now : undefined;
    });
    expect(rows.map((r) => [r.subject, r.status])).toEqual([
      ['Confirm your email address', 'sent'],
      ['Welcome to Logistics Jobs', 'sent'],
      ['Your password reset code', 'sent'],
    ]);
  });
});
