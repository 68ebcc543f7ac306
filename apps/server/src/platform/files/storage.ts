import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live. Keys are made here (random UUIDs), never from a user-supplied name, so
 * no upload can choose or guess where it lands. Rows of the `files` table say what each key holds.
 */
export type FileStorage = {
  put(key: string, data: Buffer): Promise<void>;
  /** The stored bytes as a stream; null when the key holds nothing. */
  read(key: string): Promise<Readable | null>;
  /** Removing a missing key is no error: deletes are retried and may race. */
  remove(key: string): Promise<void>;
};

export const newStorageKey = (): string => randomUUID();

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Backends call this before touching anything, so a key can never walk out of its directory. */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error('invalid storage key');
}
