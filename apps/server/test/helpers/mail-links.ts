import { waitFor } from './mail';
import type { ReceivedMail } from './smtp';

/** Quoted-printable soft breaks and escapes undone: the body as a mail reader shows it. */
export const decodeQp = (raw: string) =>
  Buffer.from(
    raw
      .replace(/\r\n/g, '\n')
      .replace(/=\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

/** The set-password link's token of the newest mail to `to` that carries one. */
export async function passwordLinkToken(received: ReceivedMail[], to: string, after = 0): Promise<string> {
  return waitFor(() => {
    const mails = received.filter((m) => m.to.includes(to)).slice(after);
    for (const m of mails.reverse()) {
      const token = /\/auth\/set-password\?token=([A-Za-z0-9_-]{20,})/.exec(decodeQp(m.raw))?.[1];
      if (token) return token;
    }
    return undefined;
  });
}
