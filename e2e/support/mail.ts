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
