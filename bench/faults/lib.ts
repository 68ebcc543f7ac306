import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  chownSync,
  createWriteStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../apps/server/test/helpers/net';

/*
 * What every fault drill needs: a PostgreSQL of its own (initdb in a temporary folder, a free port),
 * the portal's server and worker as child processes (as `npm start` and `npm run worker` run them),
 * and a list of things to undo whatever happens.
 */

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const DEMO_PASSWORD = 'Faults-Demo-Password-1';
export const DEMO = {
  candidate: 'candidate@demo.example.com',
  employer: 'employer@demo.example.com',
  master_admin: 'admin@demo.example.com',
} as const;

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const log = (msg: string) => console.log(`[${new Date().toISOString().slice(11, 23)}] ${msg}`);

/** Undo steps, run last-first by `cleanup` (also on Ctrl-C). */
const undo: (() => Promise<void> | void)[] = [];
export const onCleanup = (step: () => Promise<void> | void) => void undo.push(step);
export async function cleanup() {
  while (undo.length) {
    try {
      await undo.pop()?.();
    } catch (err) {
      console.error('cleanup step failed:', err);
    }
  }
}
process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));

/** A folder under the system temp dir, removed at cleanup unless KEEP_FAULT_DIRS is set. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `portal-fault-${prefix}-`));
  onCleanup(() => {
    if (process.env.KEEP_FAULT_DIRS) console.log(`kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}

/** The newest installed PostgreSQL server binaries, or null (the drills that need it then skip). */
export function postgresBin(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : null;
}

export type Postgres = {
  url: string;
  port: number;
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
};

/** PostgreSQL refuses to run as root: the cluster is owned by the `postgres` user then. */
export function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

export function pgCtl(bin: string, args: string[], user: { uid: number; gid: number } | undefined) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(path.join(bin, 'pg_ctl'), args, { stdio: 'ignore', ...user });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`pg_ctl ${args[0]} exited ${code}`)),
    );
  });
}

/** A private PostgreSQL cluster (trust auth, 127.0.0.1 only) in a temporary folder; stopped at cleanup. */
export async function startPostgres(opts: { maxConnections?: number } = {}): Promise<Postgres> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin');
  const dir = tempDir('pg');
  const user = runAs();
  if (user) chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  execFileSync(
    path.join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-instructions'],
    { stdio: 'ignore', ...user },
  );
  const port = await freePort();
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=${opts.maxConnections ?? 60} -c fsync=on`;
  const ctl = (args: string[]) => pgCtl(bin, args, user);
  const start = () =>
    ctl(['start', '-w', '-t', '60', '-D', data, '-l', path.join(dir, 'log'), '-o', settings]);
  await start();
  let running = true;
  onCleanup(async () => {
    if (running) await ctl(['stop', '-m', 'immediate', '-D', data]).catch(() => {});
  });
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    async stop(mode = 'fast') {
      await ctl(['stop', '-w', '-m', mode, '-D', data]);
      running = false;
    },
    async start() {
      await start();
      running = true;
    },
    async query(text, values = []) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(text, values)).rows;
      } finally {
        await client.end();
      }
    },
  };
}

export type Child = {
  name: string;
  process: ChildProcess;
  /** The process's output so far (also in its log file). */
  output(): string;
  exited(): boolean;
  stop(signal?: NodeJS.Signals): Promise<void>;
};

/** Runs a server entry (`server.ts` or `worker.ts`) with production settings; output to a log file. */
export function spawnPortal(
  name: string,
  entry: 'server' | 'worker',
  env: Record<string, string>,
  dir: string,
): Child {
  const logFile = path.join(dir, `${name}.log`);
  const child = spawn(process.execPath, ['--import', 'tsx', `apps/server/src/app/${entry}.ts`], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      WEB_DIST: path.join(dir, 'no-web-dist'),
      JWT_SECRET: 'fault-drill-secret-that-is-long-enough-for-hs256',
      DEMO_PASSWORD,
      WORKER: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = createWriteStream(logFile);
  let text = '';
  const keep = (chunk: Buffer) => {
    out.write(chunk);
    text = `${text}${chunk.toString()}`.slice(-200_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  let stopping = false;
  const gone = new Promise<void>((r) =>
    child.once('exit', (code, signal) => {
      exited = true;
      // A process that ends unasked is a finding: show why.
      if (!stopping && signal !== 'SIGKILL')
        console.log(
          `${name} exited by itself (code ${code}, signal ${signal}); its last output:\n${text.slice(-6000)}`,
        );
      r();
    }),
  );
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (exited) return;
    stopping = true;
    child.kill(signal);
    await gone;
  };
  onCleanup(() => stop('SIGKILL'));
  return { name, process: child, output: () => text, exited: () => exited, stop };
}

export type Portal = Child & { base: string };

/** The web server on a free port, answering once /api/health does (migrations and seed done). */
export async function startServer(
  name: string,
  env: Record<string, string>,
  dir: string,
  startTimeoutMs = 180_000,
): Promise<Portal> {
  const port = await freePort();
  const child = spawnPortal(
    name,
    'server',
    { PORT: String(port), DATA_DIR: path.join(dir, name), ...env },
    dir,
  );
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + startTimeoutMs;
  while (Date.now() < until) {
    if (child.exited()) throw new Error(`${name} exited during start-up:\n${child.output().slice(-4000)}`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { ...child, base };
    await sleep(250);
  }
  throw new Error(`${name} did not answer /api/health within ${startTimeoutMs} ms`);
}

export async function signIn(
  base: string,
  kind: 'candi_login' | 'employer_login' | 'admin-login',
  email: string,
) {
  const res = await fetch(`${base}/api/user/${kind}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** Failed checks, printed together at the end; a drill exits 1 when there are any. */
export class Checks {
  readonly failures: string[] = [];
  check(ok: boolean, what: string) {
    console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
    if (!ok) this.failures.push(what);
  }
}

export const percentile = (values: number[], p: number) => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** Reads a file of the drill's temp folder (a child's log) for the report. */
export const readLog = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');

/** Runs a drill's body with cleanup and the exit code: 0 when every check passed. */
export async function drill(name: string, body: (checks: Checks) => Promise<void>) {
  const checks = new Checks();
  const started = Date.now();
  let code = 0;
  try {
    await body(checks);
    if (checks.failures.length) code = 1;
  } catch (err) {
    console.error(`${name}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    code = 1;
  } finally {
    await cleanup();
  }
  console.log(
    `${name}: ${code === 0 ? 'PASSED' : `FAILED (${checks.failures.length} check(s))`} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  return code;
}
