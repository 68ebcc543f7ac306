import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Polls until `read` returns a value; fails after `timeoutMs`. */
export async function waitFor<T>(
  read: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 5000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The .eml files of the local mailbox (DATA_DIR/mail) addressed to `to`, oldest first. */
export function mailboxFor(dataDir: string, to: string): string[] {
  const dir = path.join(dataDir, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10))
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .filter((raw) => new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'im').test(raw));
}

/** A raw mail's body (after its headers), quoted-printable decoded: what a reader's links hold. */
export function bodyOf(raw: string): string {
  return raw
    .slice(raw.search(/\r?\n\r?\n/))
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The 6-digit code of a password-reset mail (quoted-printable soft breaks removed). */
export function otpFrom(raw: string): string {
  const body = raw.slice(raw.search(/\r?\n\r?\n/)).replace(/=\r?\n/g, '');
  const code = /code to reset your password is (\d{6})/.exec(body)?.[1];
  if (!code) throw new Error('no 6-digit code in the mail');
  return code;
}
