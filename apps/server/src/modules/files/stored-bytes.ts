import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db/client';
import { type FileStorage, newStorageKey } from '../../platform/files/storage';

/**
 * Bytes in the storage backend kept in step with the rows that name them: new bytes are stored
 * before the transaction that names them, and removed again if it fails; bytes a committed change
 * no longer names are removed after it (a failure there only leaves an orphan, so it is logged).
 */
export function storedBytes(db: Db, storage: FileStorage, log: FastifyBaseLogger) {
  const removeBytes = async (keys: (string | null)[]) => {
    for (const key of keys) {
      if (!key) continue;
      await storage.remove(key).catch((err: unknown) => log.warn({ err }, 'could not remove stored file'));
    }
  };

  /** Stores the bytes, then runs `write` in one transaction; `old` is the key whose bytes then go. */
  async function storeThen<T>(
    data: Buffer,
    write: (tx: Db, key: string) => Promise<{ result: T; old: string | null }>,
  ) {
    const key = newStorageKey();
    await storage.put(key, data);
    let outcome: { result: T; old: string | null };
    try {
      outcome = await db.transaction((tx) => write(tx, key));
    } catch (err) {
      await removeBytes([key]);
      throw err;
    }
    await removeBytes([outcome.old]);
    return outcome.result;
  }

  return { removeBytes, storeThen };
}
