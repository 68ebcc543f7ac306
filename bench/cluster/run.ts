import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { DEMO, drill, log, postgresBin, signIn, startPostgres, startServer, tempDir } from '../faults/lib';
import { mastersOf } from './http';
import { jobsAcrossProcesses } from './jobs';
import { permissionsAcrossProcesses, rateLimitAcrossProcesses } from './limits';
import { mailWithTwoWorkers } from './mail';
import { startReplica } from './replica';
import { uploadsAcrossProcesses } from './uploads';

/*
 * `npm run test:cluster` (docs/operations.md, "Several processes, tested"): a PostgreSQL primary and
 * a streaming replica of its own, two web processes (the second searching the replica) sharing
 * DATA_DIR/uploads, a third with uploads of its own, and two workers; checks what must hold across
 * processes. Not part of `npm test` (it takes minutes). Exit code 0 when every check passed, also
 * when skipped for want of the PostgreSQL server binaries.
 */

function whyNot(): string | null {
  const bin = postgresBin();
  if (!bin) return 'no PostgreSQL server binaries under /usr/lib/postgresql/*/bin (initdb, pg_ctl)';
  if (!existsSync(path.join(bin, 'pg_basebackup'))) return `no pg_basebackup in ${bin}`;
  if (process.getuid?.() === 0) {
    try {
      execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
    } catch {
      return 'running as root and there is no `postgres` user to own the clusters (initdb refuses root)';
    }
  }
  return null;
}

const skip = whyNot();
if (skip) {
  console.log(`test:cluster skipped: ${skip}`);
  process.exit(0);
}

const MAX_CONNECTIONS = 150;

const code = await drill('cluster', async (checks) => {
  const dir = tempDir('cluster');
  const pg = await startPostgres({ maxConnections: MAX_CONNECTIONS });
  const replica = await startReplica(pg, MAX_CONNECTIONS);
  log(`primary on port ${pg.port}, streaming replica on port ${replica.port}`);
  // Each web process has a DATA_DIR of its own; its uploads folder is one shared folder, as a
  // network mount would be.
  const uploads = path.join(dir, 'shared-uploads');
  mkdirSync(uploads);
  const sharingUploads = (name: string) => {
    const dataDir = path.join(dir, name);
    mkdirSync(dataDir);
    symlinkSync(uploads, path.join(dataDir, 'uploads'));
    return dataDir;
  };
  const env = { DATABASE_URL: pg.url, MFA_REQUIRED_ROLES: '' };
  const web1 = await startServer('web1', { ...env, DATA_DIR: sharingUploads('web1') }, dir);
  const web2 = await startServer(
    'web2',
    { ...env, DATA_DIR: sharingUploads('web2'), DATABASE_REPLICA_URL: replica.url },
    dir,
  );
  log(`web1 at ${web1.base} (primary), web2 at ${web2.base} (search on the replica)`);
  const tokens = {
    employer: await signIn(web1.base, 'employer_login', DEMO.employer),
    admin: await signIn(web1.base, 'admin-login', DEMO.master_admin),
    candidate: await signIn(web2.base, 'candi_login', DEMO.candidate),
  };

  await jobsAcrossProcesses(checks, {
    plain: web1,
    replicated: web2,
    replica,
    employer: tokens.employer,
    masters: await mastersOf(pg),
  });
  await rateLimitAcrossProcesses(checks, web1, web2);
  await permissionsAcrossProcesses(checks, web1, web2, tokens);

  const alone = await startServer('web3', env, dir); // DATA_DIR of its own, uploads included
  await uploadsAcrossProcesses(checks, { from: web1, sharing: web2, alone, candidate: tokens.candidate });
  await alone.stop();

  await mailWithTwoWorkers(checks, pg, dir);
  checks.check(!web1.exited() && !web2.exited(), 'both web processes kept running');
});
process.exit(code);
