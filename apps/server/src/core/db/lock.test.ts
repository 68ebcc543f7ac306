import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { acquireDataDirLock, DataDirInUseError } from './lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('PGlite data dir lock', () => {
  it('refuses a second open of the same directory, clearly, and touches nothing', async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ dataDir, databaseUrl: null });
    try {
      const before = readdirSync(path.join(dataDir, 'pglite')).sort();
      const lockBefore = readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8');
      const second = openDatabase({ dataDir, databaseUrl: null });
      await expect(second).rejects.toThrow(DataDirInUseError);
      await expect(second).rejects.toThrow(
        `The database in ${path.join(dataDir, 'pglite')} is in use by another process (pid ${process.pid}). Stop it or set DATA_DIR to another folder.`,
      );
      expect(readdirSync(path.join(dataDir, 'pglite')).sort()).toEqual(before);
      expect(readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8')).toBe(lockBefore);
      expect(await first.ping()).toBe(true);
    } finally {
      await first.close();
    }
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
    const reopened = await openDatabase({ dataDir, databaseUrl: null });
    await reopened.close();
  }, 60_000);

  it('takes over a stale lock whose process is gone', () => {
    const dataDir = tempDir();
    // pid 2^22+ is above Linux's pid_max default, so no process has it.
    writeFileSync(path.join(dataDir, 'pglite.lock'), '4194999');
    const lock = acquireDataDirLock(dataDir, path.join(dataDir, 'pglite'));
    expect(readFileSync(lock.file, 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
  });

  it('does not remove a lock that another process has since taken', () => {
    const dataDir = tempDir();
    const lock = acquireDataDirLock(dataDir, dataDir);
    writeFileSync(lock.file, '1');
    lock.release();
    expect(readFileSync(lock.file, 'utf8')).toBe('1');
  });
});
