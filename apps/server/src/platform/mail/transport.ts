import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import type { DkimSettings } from '../../core/mail-config';
import type { OutboxRow } from './outbox-repository';

export type MailTransport = {
  kind: 'smtp' | 'mailbox';
  send(row: OutboxRow): Promise<void>;
  close(): void;
};

type MailOptions = { mailFrom: string; dkim?: DkimSettings | null };

/** The sender's domain: `Logistics Jobs <no-reply@jobs.example.com>` gives jobs.example.com. */
export const senderDomain = (from: string) =>
  /@([^>\s]+)>?\s*$/.exec(from)?.[1]?.toLowerCase() ?? 'localhost';

const message = (opts: MailOptions, row: OutboxRow) => ({
  from: opts.mailFrom,
  to: row.to,
  subject: row.subject,
  text: row.text,
  html: row.html,
  headers: row.headers,
  // A calendar invitation as the text/calendar alternative (method=REQUEST/CANCEL) calendar programs
  // read, and as an .ics attachment for those that only look at attachments.
  ...(row.calendar
    ? {
        icalEvent: { method: row.calendar.method, filename: 'invite.ics', content: row.calendar.content },
      }
    : {}),
  ...(row.attachments?.length
    ? {
        attachments: row.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.contentBase64,
          encoding: 'base64',
        })),
      }
    : {}),
  // A stable id lets the receiving side drop a duplicate if a retry follows a lost acknowledgement;
  // its domain is the sender's, as providers expect.
  messageId: `<outbox-${row.id}-${row.createdAt.getTime()}@${senderDomain(opts.mailFrom)}>`,
});

/** nodemailer's DKIM option: the headers providers check are signed, the body hashed. */
const dkimOption = (dkim: DkimSettings | null | undefined) =>
  dkim
    ? {
        dkim: {
          domainName: dkim.domainName,
          keySelector: dkim.keySelector,
          privateKey: dkim.privateKey,
        },
      }
    : {};

/** SMTP when SMTP_URL is set; otherwise the local mailbox: DATA_DIR/mail/<id>.eml. */
export function createMailTransport(
  opts: MailOptions & { smtpUrl: string | null; dataDir: string },
): MailTransport {
  if (opts.smtpUrl) {
    const smtpOptions: SMTPPool.Options = {
      url: opts.smtpUrl,
      // One connection kept open for the worker's mails: a new one for each cost about 100 ms (a
      // campaign of 50 took 5 s, 0.3 s pooled), and a relay's TLS handshake more.
      pool: true,
      maxConnections: 1,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
      ...dkimOption(opts.dkim),
    };
    const smtp = nodemailer.createTransport(smtpOptions);
    return {
      kind: 'smtp',
      async send(row) {
        await smtp.sendMail(message(opts, row));
      },
      close: () => smtp.close(),
    };
  }
  const dir = path.join(opts.dataDir, 'mail');
  const builder = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
    ...dkimOption(opts.dkim),
  });
  return {
    kind: 'mailbox',
    async send(row) {
      const info = await builder.sendMail(message(opts, row));
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      writeFileSync(path.join(dir, `${row.id}.eml`), info.message as Buffer, { mode: 0o600 });
    },
    close: () => builder.close(),
  };
}
