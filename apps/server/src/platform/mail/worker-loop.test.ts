import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers/app';
import { waitFor } from '../../../test/helpers/mail';
import type { Database } from '../../core/db/client';
import { outbox } from '../../core/db/schema/outbox';
import { wantsMail } from '../../modules/mail-preferences';
import { claimDueMail, enqueueMail, MAX_ATTEMPTS } from './outbox-repository';
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
});
