import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../core/config';
import { DataDirInUseError } from '../../core/db/lock';
import { PgToolMissingError } from '../../core/db/pg-tools';
import { backup } from './backup';
import type { Manifest } from './manifest';
import { RestoreRefusedError, restore } from './restore';

const USAGE = `Usage:
  npm run backup [-- --out <folder>]          back up the database (DATABASE_URL or DATA_DIR), uploads and secret
  npm run restore -- <folder> [--force]       restore a backup into DATABASE_URL / DATA_DIR (empty unless --force)`;

function summary(m: Manifest, seconds: number): string {
  const c = m.counts;
  const files =
    m.files.backend === 's3'
      ? m.files.note
      : `${m.files.copied} files (${(m.files.bytes / 1e6).toFixed(1)} MB)${m.files.missing.length ? `, ${m.files.missing.length} named by the database but missing on disk` : ''}`;
  return [
    `  database: ${m.database.driver} (${m.database.server_version}), ${(m.database.bytes / 1e6).toFixed(1)} MB, ${m.migrations.applied} migrations`,
    `  ${c.jobs} jobs (${c.published_jobs} published), ${c.candidates} candidates, ${c.applications} applications, ${c.users} users`,
    `  ${files}`,
    `  took ${seconds.toFixed(1)} s`,
  ].join('\n');
}

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { out: { type: 'string' }, force: { type: 'boolean', default: false } },
  });
  const config = loadConfig();
  const started = performance.now();
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const out = path.resolve(values.out ?? path.join('backups', `portal-${stamp}`));
    const manifest = await backup(config, out);
    process.stdout.write(
      `Backup written to ${out}\n${summary(manifest, (performance.now() - started) / 1000)}\n`,
    );
  } else if (command === 'restore') {
    const [from] = positionals;
    if (!from) throw new RestoreRefusedError(`Name the backup folder.\n${USAGE}`);
    const manifest = await restore(config, path.resolve(from), values.force ?? false);
    process.stdout.write(
      `Restored ${path.resolve(from)} (taken ${manifest.created_at})\n${summary(manifest, (performance.now() - started) / 1000)}\nStart the portal as usual; it applies any newer migrations at start.\n`,
    );
  } else {
    process.stderr.write(`${USAGE}\n`);
    process.exit(2);
  }
}

main().catch((err: unknown) => {
  const known = [ConfigError, DataDirInUseError, PgToolMissingError, RestoreRefusedError].some(
    (type) => err instanceof type,
  );
  process.stderr.write(
    known || !(err instanceof Error)
      ? `${String(err instanceof Error ? err.message : err)}\n`
      : `${err.stack}\n`,
  );
  process.exit(1);
});
