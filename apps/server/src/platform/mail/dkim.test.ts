import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture } from '../../../test/helpers/smtp';
import { loadConfig } from '../../core/config';
import type { OutboxRow } from './outbox-repository';
import { createMailTransport } from './transport';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const dnsRecord = `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;

/** The DNS the verifier asks: only the selector's TXT record at the portal's domain. */
const resolver = async (name: string, type: string) => {
  if (type === 'TXT' && name === 'portal2026._domainkey.jobs.example.com') return [[dnsRecord]];
  throw Object.assign(new Error(`no ${type} record for ${name}`), { code: 'ENOTFOUND' });
};

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let dataDir: string;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-dkim-'));
});
afterAll(async () => {
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const row = (id: number): OutboxRow => ({
  id,
  to: 'aisha@example.org',
  subject: 'Your application for Warehouse Supervisor',
  text: 'Hello Aisha,\n\nGulf Freight has moved your application to the interview stage.',
  html: '<!doctype html><html lang="en"><body><p>Hello Aisha,</p><p>Gulf Freight has moved your application to the interview stage.</p></body></html>',
  headers: {
    'List-Unsubscribe': '<https://jobs.example.com/api/candidate/mail-unsubscribe?token=abc>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'List-Id': 'Application status updates <application-status.jobs.example.com>',
  },
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

/** The configuration an operator writes: the domain, the selector, the key (here in one variable). */
const config = (env: Record<string, string> = {}) =>
  loadConfig({
    PUBLIC_URL: 'https://jobs.example.com',
    DKIM_DOMAIN: 'jobs.example.com',
    DKIM_SELECTOR: 'portal2026',
    DKIM_PRIVATE_KEY: pem.replace(/\n/g, '\\n'),
    ...env,
  });

describe('DKIM signing', () => {
  it('signs what goes over SMTP so that a DKIM verifier passes it for the portal domain', async () => {
    const c = config();
    expect(c.mailFrom).toBe('Logistics Jobs <no-reply@jobs.example.com>');
    const transport = createMailTransport({ ...c, smtpUrl: smtp.url, dataDir });
    await transport.send(row(41));
    transport.close();
    const raw = smtp.received.at(-1)?.raw ?? '';
    expect(raw).toMatch(/^Message-ID: <outbox-41-\d+@jobs\.example\.com>$/m);
    const verified = await dkimVerify(Buffer.from(raw), { resolver });
    expect(verified.results.map((r) => [r.signingDomain, r.selector, r.status.result])).toEqual([
      ['jobs.example.com', 'portal2026', 'pass'],
    ]);
    // The headers that matter to a reader's provider are covered by the signature.
    const signed = /^DKIM-Signature:[\s\S]*?\bh=([^;]+);/m.exec(raw)?.[1]?.replace(/\s+/g, '').toLowerCase();
    for (const h of ['from', 'to', 'subject', 'list-unsubscribe', 'list-id'])
      expect(signed?.split(':')).toContain(h);

    // A changed body no longer passes: the check is real.
    const tampered = raw.replace('interview stage', 'offer stage');
    const failed = await dkimVerify(Buffer.from(tampered), { resolver });
    expect(failed.results[0]?.status.result).not.toBe('pass');
  });

  it('signs the local mailbox copy too, with the key read from a file', async () => {
    const keyFile = path.join(dataDir, 'dkim.pem');
    writeFileSync(keyFile, pem, { mode: 0o600 });
    const c = config({ DKIM_PRIVATE_KEY: '', DKIM_PRIVATE_KEY_FILE: keyFile });
    const transport = createMailTransport({ ...c, smtpUrl: null, dataDir });
    await transport.send(row(42));
    transport.close();
    const raw = readFileSync(path.join(dataDir, 'mail', '42.eml'));
    const verified = await dkimVerify(raw, { resolver });
    expect(verified.results[0]?.status.result).toBe('pass');
  });

  it('refuses a half-made DKIM setting at start, naming the variables, never the key', () => {
    const fail = (env: Record<string, string>) => {
      try {
        config(env);
      } catch (error) {
        return (error as Error).message;
      }
      return 'no error';
    };
    expect(fail({ DKIM_SELECTOR: '' })).toContain('DKIM_SELECTOR: needed to sign mail with DKIM');
    const bad = fail({ DKIM_PRIVATE_KEY: 'MIIEv-not-a-key' });
    expect(bad).toContain('DKIM_PRIVATE_KEY: not an RSA or Ed25519 private key in PEM form');
    expect(bad).not.toContain('MIIEv');
    expect(fail({ DKIM_PRIVATE_KEY: '', DKIM_PRIVATE_KEY_FILE: '/nonexistent/dkim.pem' })).toContain(
      'DKIM_PRIVATE_KEY_FILE: the file cannot be read',
    );
    // Without any DKIM variable, mail goes out unsigned.
    expect(loadConfig({ PUBLIC_URL: 'https://jobs.example.com' }).dkim).toBeNull();
  });
});
