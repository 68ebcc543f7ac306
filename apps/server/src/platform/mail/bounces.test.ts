import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { waitFor } from '../../../test/helpers/mail';
import { outbox } from '../../core/db/schema/outbox';
import { emailSuppressions } from '../../core/db/schema/recruiter-email';
import { wantsMail } from '../../modules/mail-preferences';
import { enqueueMail } from './outbox-repository';
import { createMailTransport } from './transport';
import { createOutboxWorker } from './worker-loop';

/** An SMTP server that refuses one mailbox for good (550) and takes every other. */
let server: SMTPServer;
let url: string;
const accepted: string[] = [];
let t: Awaited<ReturnType<typeof setupFile>>;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    disableReverseLookup: true,
    onRcptTo(address, _session, done) {
      if (address.address.startsWith('gone@')) {
        const err = Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 });
        done(err);
        return;
      }
      done();
    },
    onData(stream, session, done) {
      stream.resume();
      stream.on('end', () => {
        accepted.push(...session.envelope.rcptTo.map((r) => r.address));
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  t = await setupFile({ WORKER: 'off' });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('bounces', () => {
  it('a permanent refusal (5xx) fails the mail at once and marks the address bounced; others are delivered', async () => {
    const db = t.database.db;
    await enqueueMail(db, [
      { to: 'gone@bounce.test', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' },
      { to: 'here@bounce.test', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' },
    ]);
    const worker = createOutboxWorker({
      wantsMail,
      db,
      transport: createMailTransport({
        smtpUrl: url,
        mailFrom: 'Portal <jobs@portal.test>',
        dataDir: t.dataDir,
      }),
      log: t.app.log,
      intervalMs: 100,
    });
    worker.start();
    try {
      await waitFor(async () => {
        const rows = await db.select().from(outbox).where(eq(outbox.to, 'gone@bounce.test'));
        return rows[0]?.status === 'failed' ? rows[0] : undefined;
      });
      await waitFor(() => (accepted.includes('here@bounce.test') ? true : undefined));
    } finally {
      await worker.stop();
    }
    const [gone] = await db.select().from(outbox).where(eq(outbox.to, 'gone@bounce.test'));
    expect(gone).toMatchObject({ status: 'failed', attempts: 1 });
    expect(gone?.lastError).toMatch(/550|No such user/);
    const [suppressed] = await db
      .select()
      .from(emailSuppressions)
      .where(eq(emailSuppressions.email, 'gone@bounce.test'));
    expect(suppressed).toMatchObject({ reason: 'bounced' });
    const [here] = await db
      .select()
      .from(emailSuppressions)
      .where(eq(emailSuppressions.email, 'here@bounce.test'));
    expect(here).toBeUndefined();
  });
});
