import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture } from '../../../test/helpers/smtp';
import type { OutboxRow } from './outbox-repository';
import { createMailTransport } from './transport';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(() => smtp.close());

const row = (id: number): OutboxRow => ({
  id,
  to: `reader${id}@example.com`,
  subject: `Mail ${id}`,
  text: 'Hello',
  html: '<p>Hello</p>',
  headers: {},
  calendar: null,
  attachments: null,
  category: null,
  status: 'pending',
  attempts: 0,
  lastError: null,
  nextAttemptAt: new Date(),
  claimedAt: null,
  sentAt: null,
  createdAt: new Date(),
});

describe('the SMTP transport', () => {
  it('sends one mail after another over one connection, and lets it go when closed', async () => {
    const transport = createMailTransport({
      smtpUrl: smtp.url,
      mailFrom: 'Portal <jobs@portal.test>',
      dataDir: '/nonexistent',
    });
    for (const id of [1, 2, 3]) await transport.send(row(id));
    transport.close();
    expect(smtp.received.map((m) => m.to)).toEqual([
      ['reader1@example.com'],
      ['reader2@example.com'],
      ['reader3@example.com'],
    ]);
    expect(smtp.connections()).toBe(1);
  });
});

describe('a mail with a calendar invitation', () => {
  it('carries it as a text/calendar part with its method, which calendar programs read', async () => {
    const transport = createMailTransport({
      smtpUrl: smtp.url,
      mailFrom: 'Portal <jobs@portal.test>',
      dataDir: '/nonexistent',
    });
    const content = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';
    await transport.send({ ...row(9), calendar: { method: 'REQUEST', content } });
    transport.close();
    const raw = smtp.received.find((m) => m.to.includes('reader9@example.com'))?.raw ?? '';
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
  });
});

describe('a mail with an attachment', () => {
  it('carries the file as an attachment part with its name and type', async () => {
    const transport = createMailTransport({
      smtpUrl: smtp.url,
      mailFrom: 'Portal <jobs@portal.test>',
      dataDir: '/nonexistent',
    });
    const content = Buffer.from('%PDF-1.3 offer letter').toString('base64');
    await transport.send({
      ...row(11),
      attachments: [
        { filename: 'Offer - Forklift Operator.pdf', contentType: 'application/pdf', contentBase64: content },
      ],
    });
    transport.close();
    const raw = smtp.received.find((m) => m.to.includes('reader11@example.com'))?.raw ?? '';
    expect(raw).toMatch(/Content-Type: application\/pdf; name="Offer - Forklift Operator.pdf"/i);
    expect(raw).toMatch(/Content-Disposition: attachment;\s+filename="Offer - Forklift Operator.pdf"/i);
    expect(raw).toContain(content);
  });
});
