import { SMTPServer } from 'smtp-server';
import { freePort } from '../../apps/server/test/helpers/net';
import { onCleanup } from './lib';

export type SmtpMode = 'up' | 'refusing' | 'closed';

/**
 * An SMTP server on a fixed local port whose state the drill sets: `up` accepts and counts every
 * message by its Message-ID; `refusing` answers every connection "421 service not available";
 * `closed` listens on nothing (connections refused). `delayMs` holds each message before its 250, as
 * a real relay takes a moment; `onAccepted` runs right after a 250 is sent.
 */
export async function startSmtpStandIn(opts: { delayMs?: number; onAccepted?: (id: string) => void } = {}) {
  const port = await freePort();
  /** Message-ID -> times received. */
  const received = new Map<string, number>();
  let total = 0;
  const gone = new Set<string>();
  let mode: SmtpMode = 'closed';
  let server: SMTPServer | null = null;

  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      disableReverseLookup: true,
      closeTimeout: 100,
      onClose(session) {
        gone.add(session.id);
      },
      onConnect(_session, done) {
        if (mode === 'refusing')
          return done(Object.assign(new Error('Service not available, try later'), { responseCode: 421 }));
        done();
      },
      onData(stream, session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const id = /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? `(none ${total})`;
          setTimeout(() => {
            // A relay takes a mail on when it answers 250 (RFC 5321, 6.1): not if the sender has
            // gone by then (a worker killed while the relay was still reading or checking it).
            if (gone.has(session.id)) return done(new Error('sender gone'));
            received.set(id, (received.get(id) ?? 0) + 1);
            total += 1;
            done();
            opts.onAccepted?.(id);
          }, opts.delayMs ?? 0);
        });
      },
    });

  async function close() {
    const s = server;
    server = null;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  }

  async function set(next: SmtpMode) {
    const was = mode;
    mode = next;
    // A relay going down drops the connections it had (the worker's pooled one too).
    if (next === 'closed' || (was === 'up' && next === 'refusing')) await close();
    if (next === 'closed') return;
    if (!server) {
      const s = make();
      server = s;
      await new Promise<void>((resolve, reject) => {
        s.server.once('error', reject);
        s.listen(port, '127.0.0.1', () => resolve());
      });
    }
  }

  await set('up');
  onCleanup(close);
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    total: () => total,
    mode: () => mode,
    set,
  };
}
