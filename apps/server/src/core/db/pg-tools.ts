import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export class PgToolMissingError extends Error {
  override name = 'PgToolMissingError';
}

/**
 * pg_dump / pg_restore: PG_BIN_DIR, else PATH, else the newest /usr/lib/postgresql/<n>/bin (Debian
 * and Ubuntu put the server's tools there without linking them into PATH).
 */
export function findPgTool(name: 'pg_dump' | 'pg_restore', dirs = searchDirs()): string {
  for (const dir of dirs) {
    const file = path.join(dir, name);
    if (existsSync(file)) return file;
  }
  throw new PgToolMissingError(
    `${name} was not found (looked in PG_BIN_DIR, PATH and /usr/lib/postgresql/*/bin). Install the PostgreSQL client tools of your server's major version (Debian/Ubuntu: apt-get install postgresql-client) or set PG_BIN_DIR.`,
  );
}

function searchDirs(): string[] {
  return [process.env.PG_BIN_DIR, ...(process.env.PATH ?? '').split(path.delimiter), ...debianDirs()].filter(
    (d): d is string => Boolean(d),
  );
}

function debianDirs(): string[] {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return [];
  return readdirSync(base)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a))
    .map((v) => path.join(base, v, 'bin'));
}

/** Runs a PostgreSQL tool; rejects with its stderr when it exits non-zero. */
export function runPgTool(file: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(file)} failed (exit ${code}): ${stderr.trim().slice(-2000)}`)),
    );
  });
}
