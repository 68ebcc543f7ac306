import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

export type DataDirLock = { readonly file: string; release(): void };

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * PGlite has no locking of its own: two processes on one directory corrupt it. The lock file is
 * created atomically (O_EXCL) and holds the owner's pid; a lock whose owner is dead is taken over.
 * The same process opening the directory twice is refused too (its pid is alive).
 */
export function acquireDataDirLock(dataDir: string, dbDir: string): DataDirLock {
  const file = path.join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let held = true;
      return {
        file,
        release() {
          if (!held) return;
          held = false;
          if (readPid(file) === process.pid) unlinkSync(file);
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = readPid(file);
      if (pid !== null && isAlive(pid)) {
        throw new DataDirInUseError(
          `The database in ${dbDir} is in use by another process (pid ${pid}). Stop it or set DATA_DIR to another folder.`,
        );
      }
      // Stale (owner dead or file unreadable): remove it and race once more for the O_EXCL create.
      try {
        unlinkSync(file);
      } catch (err) {
        // Another process removed it first; the retry decides who wins.
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    }
  }
  throw new DataDirInUseError(`Could not lock the database in ${dbDir}. Stop the other process and retry.`);
}

/** The live process holding DATA_DIR's lock, or null when none does. */
export function lockHolder(dataDir: string): number | null {
  const pid = readPid(path.join(dataDir, 'pglite.lock'));
  return pid !== null && isAlive(pid) ? pid : null;
}
