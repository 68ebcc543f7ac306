import { execFileSync } from 'node:child_process';
import { chownSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../apps/server/test/helpers/net';
import { onCleanup, type Postgres, pgCtl, postgresBin, runAs, tempDir } from '../faults/lib';

/**
 * A streaming replica of `primary`: `pg_basebackup -R` (which writes the standby's connection to the
 * primary) into a temporary folder, started as a hot standby on a free port; stopped at cleanup.
 * The primary's defaults allow it (wal_level replica, 10 WAL senders, trust for replication from
 * 127.0.0.1, as initdb writes them).
 */
export async function startReplica(primary: Postgres, maxConnections: number) {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin');
  const dir = tempDir('replica');
  const user = runAs();
  if (user) chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  execFileSync(
    path.join(bin, 'pg_basebackup'),
    [
      '-h',
      '127.0.0.1',
      '-p',
      String(primary.port),
      '-U',
      'postgres',
      '-D',
      data,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ],
    { stdio: 'ignore', ...user },
  );
  const port = await freePort();
  // A standby needs at least the primary's max_connections.
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=${maxConnections} -c hot_standby=on`;
  const ctl = (args: string[]) => pgCtl(bin, args, user);
  await ctl(['start', '-w', '-t', '60', '-D', data, '-l', path.join(dir, 'log'), '-o', settings]);
  onCleanup(() => ctl(['stop', '-m', 'immediate', '-D', data]).catch(() => {}));
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  onCleanup(() => client.end());
  const [row] = (await client.query<{ standby: boolean }>('select pg_is_in_recovery() as standby')).rows;
  if (!row?.standby) throw new Error('the replica is not in recovery: not a standby');
  return {
    url,
    port,
    /** Whether the replica has replayed the row `id` of `table` (one kept connection: timings in ms). */
    async has(table: 'jobs', id: number): Promise<boolean> {
      return (await client.query(`select 1 from ${table} where id = $1`, [id])).rowCount === 1;
    },
  };
}
