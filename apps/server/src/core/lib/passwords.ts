import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from './app-error';
import { concurrencySlots } from './concurrency-slots';
import { catalogue } from './i18n';

/** argon2id with the OWASP minimum (m=19 MiB, t=2, p=1); argon2id is the library's default. */
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most this many argon2 computations at once. They run on libuv's thread pool (4 threads by
 * default), which also verifies every session token (jose uses WebCrypto) and compresses answers:
 * a burst of sign-ins holding all four threads stalled every signed-in request behind it (a token
 * check went from 2 ms to 1.3 s, `npm run bench -- --scenario mixed`). Two keep both cores busy
 * hashing, so sign-in throughput is unchanged; further sign-ins wait in this queue instead.
 */
const inSlot = concurrencySlots(2);

export const hashPassword = (password: string): Promise<string> => inSlot(() => hash(password, ARGON2));

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await inSlot(() => verify(passwordHash, password));
  } catch (err) {
    // A stored value that is no argon2 hash (an account without a password) matches nothing.
    if ((err as { code?: unknown }).code === 'InvalidArg') return false;
    throw err;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throwaway hash so that an unknown e-mail costs as much time as a wrong
 * password; otherwise response time would reveal which addresses have accounts.
 */
export async function burnVerifyTime(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
}

let common: Set<string> | undefined;

/** The ~30k most common passwords shipped with zxcvbn-ts, compared case-insensitively. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE = catalogue.text('errors.password_too_common_choose_less');

export function assertPasswordNotCommon(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw AppError.validation({ [field]: [COMMON_PASSWORD_MESSAGE] });
}

/** Readable random password (no look-alike characters), e.g. for the demo accounts. */
export function generateReadablePassword(length = 20): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += alphabet[b % alphabet.length];
  // Groups of 5 are easier to read and type.
  return out.match(/.{1,5}/g)?.join('-') ?? out;
}
