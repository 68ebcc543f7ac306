import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const PERIOD = 30;
const ISSUER = 'Logistics Jobs';

/** The key that encrypts authenticator secrets at rest, derived from the server secret. */
function keyFrom(serverSecret: Uint8Array): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, Buffer.alloc(0), 'portal mfa secret v1', 32));
}

export function encryptSecret(serverSecret: Uint8Array, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(serverSecret), iv);
  const body = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function decryptSecret(serverSecret: Uint8Array, stored: string): string {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('unreadable authenticator secret');
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(serverSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

const totpFor = (base32: string, label = 'account') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(base32),
  });

/** A fresh 160-bit key (RFC 4226's recommended length), base32 as authenticator apps take it. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

export async function setupDetails(base32: string, email: string) {
  const url = totpFor(base32, email).toString();
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return {
    secret: base32,
    otpauth_url: url,
    qr_data_url: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * The 30-second step the code belongs to (one step of clock drift either way), 'used' when it is a
 * right code of a step at or before `lastStep` (refused, so an overheard code cannot be replayed;
 * the person who just used it is told to wait for the next one), or null for a wrong code.
 */
export function acceptedStep(
  base32: string,
  code: string,
  lastStep: number,
  now = Date.now(),
): number | 'used' | null {
  const delta = totpFor(base32).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / PERIOD) + delta;
  return step > lastStep ? step : 'used';
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes of ten characters from a 31-letter alphabet (about 50 bits each), shown as xxxxx-xxxxx. */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from(
      { length: 10 },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** How a recovery code is kept and looked up: case and the dash do not matter. */
export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(code.toLowerCase().replace(/-/g, '')).digest('hex');

export const isTotpCode = (code: string) => /^[0-9]{6}$/.test(code.trim());
