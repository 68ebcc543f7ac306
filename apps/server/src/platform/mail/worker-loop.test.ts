import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers/app';
import { waitFor } from '../../../test/helpers/mail';
import type { Database } from '../../core/db/client';
import { outbox } from '../../core/db/schema/outbox';
import { emailSuppressions } from '../../core/db/schema/recruiter-email';
import { wantsMail } from '../../modules/mail-preferences';
import { claimDueMail, enqueueMail, MAX_ATTEMPTS, touchClaims } from './outbox-repository';
import type { MailTransport } from './transport';
import { createOutboxWorker } from './worker-loop';

const silent = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
const mail = (to: string) => ({ to, subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' });

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('outbox worker', () => {
  it('retries a failed delivery later with backoff, then gives up after the last attempt', async () => {
    await enqueueMail(database.db, mail('flaky@example.com'));
    const failing: MailTransport = {
      kind: 'smtp',
      send: async () => {
        throw new Error('connection refused');
      },
      close() {},
    };
    const worker = createOutboxWorker({ wantsMail, db: database.db, transport: failing, log: silent });
    worker.start();
    const [row] = await waitFor(async () => {
      const rows = await database.db.select().from(outbox).where(eq(outbox.to, 'flaky@example.com'));
      return rows[0]?.attempts === 1 && rows[0].status === 'pending' ? rows : undefined;
    });
    await worker.stop();
    expect(row?.lastError).toBe('connection refused');
    expect(row?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 5_000);

    // Jump to the last attempt and make it due: the worker marks the row failed.
    await database.db
      .update(outbox)
      .set({ attempts: MAX_ATTEMPTS - 1, nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(outbox.id, row?.id ?? 0));
    const again = createOutboxWorker({ wantsMail, db: database.db, transport: failing, log: silent });
    again.start();
    await waitFor(async () => {
      const [r] = await database.db
        .select()
        .from(outbox)
        .where(eq(outbox.id, row?.id ?? 0));
      return r?.status === 'failed' ? r : undefined;
    });
    await again.stop();
  });

  it('claims a row once: a second claim skips rows already taken', async () => {
    await enqueueMail(database.db, [mail('one@example.com'), mail('two@example.com')]);
    const first = await claimDueMail(database.db, 10);
    const second = await claimDueMail(database.db, 10);
    expect(first.map((r) => r.to).sort()).toEqual(['one@example.com', 'two@example.com']);
    expect(second).toHaveLength(0);
    expect(first.every((r) => r.status === 'sending' && r.attempts === 1)).toBe(true);
  });

  it('closes its transport once stopped, after the mail it was sending is sent', async () => {
    await enqueueMail(database.db, mail('last@example.com'));
    const events: string[] = [];
    const transport: MailTransport = {
      kind: 'smtp',
      async send(row) {
        await new Promise((r) => setTimeout(r, 50));
        events.push(`sent ${row.to}`);
      },
      close: () => events.push('closed'),
    };
    const worker = createOutboxWorker({ wantsMail, db: database.db, transport, log: silent });
    worker.start();
    await waitFor(() => (events.length > 0 ? true : undefined));
    await worker.stop();
    expect(events).toEqual(['sent last@example.com', 'closed']);
  });

  it('pauses while the relay is down: the batch is given back untried, one try per pause, then all sent once', async () => {
    const to = ['relay-a@example.com', 'relay-b@example.com', 'relay-c@example.com'];
    await enqueueMail(database.db, to.map(mail));
    const tried: string[] = [];
    let relayUp = false;
    const transport: MailTransport = {
      kind: 'smtp',
      async send(row) {
        tried.push(row.to);
        // As nodemailer reports a refused connection.
        if (!relayUp)
          throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), {
            code: 'ECONNECTION',
            command: 'CONN',
          });
      },
      close() {},
    };
    const worker = createOutboxWorker({
      wantsMail,
      db: database.db,
      transport,
      log: silent,
      intervalMs: 20,
      relayPauseMs: { min: 1500, max: 1500 },
    });
    const rows = () => database.db.select().from(outbox).where(inArray(outbox.to, to));
    worker.start();
    await waitFor(async () => ((await rows()).every((r) => r.lastError !== null) ? true : undefined));
    await new Promise((r) => setTimeout(r, 100));
    // One try, not one per mail; no mail's attempts used up; all due again for whoever comes next.
    expect(tried.length).toBe(1);
    expect((await rows()).map((r) => [r.status, r.attempts])).toEqual(to.map(() => ['pending', 0]));
    relayUp = true;
    await waitFor(async () => ((await rows()).every((r) => r.status === 'sent') ? true : undefined));
    await worker.stop();
    expect(tried.filter((t) => t !== tried[0]).sort()).toEqual(to.filter((t) => t !== tried[0]).sort());
    expect(tried.filter((t) => t === tried[0])).toHaveLength(2);
  });

  it('does not mark the recipient bounced when the relay refuses at the greeting with a 5xx', async () => {
    await enqueueMail(database.db, mail('greeted@example.com'));
    const transport: MailTransport = {
      kind: 'smtp',
      send: async () => {
        throw Object.assign(new Error('554 No SMTP service here'), { responseCode: 554, command: 'CONN' });
      },
      close() {},
    };
    const worker = createOutboxWorker({ wantsMail, db: database.db, transport, log: silent });
    worker.start();
    const [row] = await waitFor(async () => {
      const r = await database.db.select().from(outbox).where(eq(outbox.to, 'greeted@example.com'));
      return r[0]?.lastError ? r : undefined;
    });
    await worker.stop();
    expect(row?.status).toBe('pending');
    const bounced = await database.db
      .select()
      .from(emailSuppressions)
      .where(eq(emailSuppressions.email, 'greeted@example.com'));
    expect(bounced).toHaveLength(0);
    // Given back due at once: out of the way of the other tests' claims.
    await database.db.delete(outbox).where(eq(outbox.to, 'greeted@example.com'));
  });

  it("retakes a dead worker's claim after a minute, not while its worker keeps it fresh", async () => {
    await enqueueMail(database.db, mail('claimed@example.com'));
    const [row] = (await claimDueMail(database.db, 100)).filter((r) => r.to === 'claimed@example.com');
    const id = row?.id ?? 0;
    const age = (seconds: number) =>
      database.db
        .update(outbox)
        .set({ claimedAt: sql`now() - make_interval(secs => ${seconds})` })
        .where(eq(outbox.id, id));
    const retaken = async () => (await claimDueMail(database.db, 100)).some((r) => r.id === id);
    await age(45);
    expect(await retaken()).toBe(false);
    await age(90);
    await touchClaims(database.db, [id]); // the heartbeat of a worker still sending it
    expect(await retaken()).toBe(false);
    await age(90);
    expect(await retaken()).toBe(true);
  });
});
