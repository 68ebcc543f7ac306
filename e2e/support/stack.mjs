// The journeys' stack: a real SMTP server that stores what it receives, and the portal's server on a
// fresh embedded database that sends its mail there. Started by Playwright's webServer, one per worker,
// with the ports and folder of e2e/support/env.ts's stackOf(index).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

const root = join(import.meta.dirname, '../..');
const port = Number(process.env.E2E_PORT ?? 3210);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);
const workDir = process.env.E2E_WORK_DIR ?? join(root, 'test-results/e2e-stack-0');
const mailDir = join(workDir, 'received-mail');

rmSync(workDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });

let count = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, done) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      count += 1;
      const to = session.envelope.rcptTo.map((r) => r.address);
      const file = join(mailDir, `${String(count).padStart(5, '0')}.json`);
      writeFileSync(file, JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') }));
      done();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

// E2E_DATABASE_URL (a PostgreSQL server's URL): every stack but the first gets a fresh database of
// its own there; the first keeps the embedded one, so that with two workers the journeys run on both.
async function freshDatabase() {
  const base = process.env.E2E_DATABASE_URL;
  if (!base || Number(process.env.E2E_STACK_INDEX ?? 0) === 0) return '';
  const { default: pg } = await import('pg');
  const name = `portal_e2e_${port}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}
const databaseUrl = await freshDatabase();

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/app/server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: join(workDir, 'data'),
    DATABASE_URL: databaseUrl,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    DEMO_PASSWORD: 'e2e-Demo-Password-91',
    RATE_LIMIT_FACTOR: '50',
    // Journeys sign staff in many times in parallel; two-step sign-in has its own journey (mfa.spec.ts).
    MFA_REQUIRED_ROLES: '',
    LOG_LEVEL: 'warn',
  },
});

const stop = () => {
  server.kill('SIGTERM');
  smtp.close();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  smtp.close();
  process.exit(code ?? 0);
});
