import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertStorageKey, type FileStorage } from './storage';

/**
 * Files on the local disk under `root` (DATA_DIR/uploads), spread over 256 folders by the key's
 * first two characters so no folder grows huge. Written to a temporary name and renamed, so a
 * reader never sees half a file; mode 0600 like everything else in DATA_DIR.
 */
export function createLocalStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async put(key, data) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      const temp = `${target}.part`;
      const handle = await open(temp, 'wx', 0o600);
      try {
        try {
          await handle.writeFile(data);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temp, target);
      } catch (err) {
        // A disk that filled mid-write must not keep the half file (it holds the space still needed).
        await rm(temp, { force: true });
        throw err;
      }
    },
    async read(key) {
      const stream = createReadStream(pathOf(key));
      // Wait for the open so a missing file is a null, not an error in the middle of a reply.
      return new Promise<Readable | null>((resolve, reject) => {
        stream.once('open', () => resolve(stream));
        stream.once('error', (err: NodeJS.ErrnoException) =>
          err.code === 'ENOENT' ? resolve(null) : reject(err),
        );
      });
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
