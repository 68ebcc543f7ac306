import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { E2E } from './env';

type Received = { to: string[]; raw: string };

function receivedFor(address: string): Received[] {
  return readdirSync(E2E.mailDir)
    .sort()
    .map((f) => JSON.parse(readFileSync(join(E2E.mailDir, f), 'utf8')) as Received)
    .filter((m) => m.to.includes(address.toLowerCase()));
}

/** Waits until the test SMTP server has received `count` mails for the address; returns the newest. */
export async function waitForMail(address: string, count = 1): Promise<string> {
  let mails: Received[] = [];
  await expect
    .poll(
      () => {
        mails = receivedFor(address);
        return mails.length;
      },
      { timeout: 15_000, message: `mail for ${address}` },
    )
    .toBeGreaterThanOrEqual(count);
  const newest = mails.at(-1);
  if (!newest) throw new Error(`no mail for ${address}`);
  return newest.raw;
}

/** The 6-digit code of a password-reset mail. */
export function otpFrom(raw: string): string {
  const body = raw.slice(raw.search(/\r?\n\r?\n/)).replace(/=\r?\n/g, '');
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error('no 6-digit code in the mail');
  return code;
}

/** The path and query of the confirmation link in a sign-up mail (quoted-printable undone). */
export function confirmLinkFrom(raw: string): string {
  const body = raw
    .slice(raw.search(/\r?\n\r?\n/))
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  const link = /https?:\/\/[^/\s]+(\/auth\/candidate\/confirm-email\?token=[A-Za-z0-9_-]+[^\s"<]*)/.exec(
    body,
  )?.[1];
  if (!link) throw new Error('no confirmation link in the mail');
  return link.replace(/&amp;/g, '&');
}

/** The path and query of the reset link in a password-reset mail (quoted-printable undone). */
export function resetLinkFrom(raw: string): string {
  const body = raw
    .slice(raw.search(/\r?\n\r?\n/))
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  const link = /https?:\/\/[^/\s]+(\/auth\/forgot-password[^\s"<]*)/.exec(body)?.[1];
  if (!link) throw new Error('no reset link in the mail');
  return link.replace(/&amp;/g, '&');
}

/** Waits for a mail to the address whose text (soft breaks and folds undone) contains `text`. */
export async function waitForMailWith(address: string, text: string): Promise<string> {
  const plain = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/\r?\n[ \t]+/g, ' ');
  let found: string | undefined;
  await expect
    .poll(
      () => {
        found = receivedFor(address)
          .map((m) => plain(m.raw))
          .find((raw) => raw.includes(text));
        return found !== undefined;
      },
      { timeout: 15_000, message: `mail for ${address} with ${text}` },
    )
    .toBe(true);
  return found as string;
}

/** How many mails the address has received whose text (soft breaks and folds undone) contains `text`. */
export function countMailWith(address: string, text: string): number {
  return receivedFor(address)
    .map((m) => m.raw.replace(/=\r?\n/g, '').replace(/\r?\n[ \t]+/g, ' '))
    .filter((raw) => raw.includes(text)).length;
}

/** The path and query of the answer link in an interview invitation (quoted-printable undone). */
export function interviewLinkFrom(raw: string): string {
  const body = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = /https?:\/\/[^/\s]+(\/unauth\/interview\?token=[0-9A-Za-z._%-]+)/.exec(body)?.[1];
  if (!link) throw new Error('no answer link in the invitation');
  return link;
}

/** The path and query of the signed link in an offer mail (quoted-printable undone). */
export function offerLinkFrom(raw: string): string {
  const body = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = /https?:\/\/[^/\s]+(\/unauth\/offer\?token=[^\s"<]+)/.exec(body)?.[1];
  if (!link) throw new Error('no link in the offer mail');
  return link.replace(/&amp;/g, '&');
}

/** A received mail as its reader sees it: the subject and the text and HTML parts, decoded. */
export type ReadMail = { subject: string; text: string; html: string };

/** Undoes RFC 2047 encoded words (`=?UTF-8?B?...?=`, `=?UTF-8?Q?...?=`) in a header's value. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuoted(data.replace(/_/g, ' ')),
    );
}

/** Quoted-printable (soft breaks and `=XX` bytes) to UTF-8 text. */
function decodeQuoted(body: string): string {
  const bytes: number[] = [];
  const text = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i += 1) {
    const hex = text[i] === '=' ? /^[0-9A-Fa-f]{2}$/.exec(text.slice(i + 1, i + 3))?.[0] : undefined;
    if (hex) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A MIME entity's headers (unfolded, names in lower case) and its raw body. */
function entity(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** The leaf parts of a MIME entity, each with its type and its decoded text. */
function leaves(raw: string): { type: string; text: string }[] {
  const { headers, body } = entity(raw);
  const type = (headers.get('content-type') ?? 'text/plain').toLowerCase();
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  if (type.startsWith('multipart/') && boundary)
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => leaves(part.replace(/^\r?\n/, '')));
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuoted(body)
        : body;
  return [{ type, text }];
}

/** Decodes a received mail's subject and its plain and HTML parts, as a mail program shows them. */
export function readMail(raw: string): ReadMail {
  const parts = leaves(raw);
  return {
    subject: decodeWords(entity(raw).headers.get('subject') ?? ''),
    text: parts.find((p) => p.type.startsWith('text/plain'))?.text ?? '',
    html: parts.find((p) => p.type.startsWith('text/html'))?.text ?? '',
  };
}

/** Waits for a mail to the address whose decoded subject contains `subject`; returns it decoded. */
export async function waitForMailAbout(address: string, subject: string): Promise<ReadMail> {
  let found: ReadMail | undefined;
  await expect
    .poll(
      () => {
        found = receivedFor(address)
          .map((m) => readMail(m.raw))
          .find((m) => m.subject.includes(subject));
        return found !== undefined;
      },
      { timeout: 15_000, message: `mail for ${address} about ${subject}` },
    )
    .toBe(true);
  return found as ReadMail;
}
