import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from './app-error';

/** argon2id with the OWASP minimum (m=19 MiB, t=2, p=1); argon2id is the library's default. */
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
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

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose a less guessable one.';

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
