import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Resident memory of a process in MB, from /proc (Linux); `VmHWM` is the peak so far. */
export function rssMb(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) / 1024;
}

/**
 * CPU seconds (user + system) a process has used so far, from /proc (Linux): read before and after
 * a phase, it gives the server's CPU per request, which a busy shared machine disturbs far less
 * than latencies.
 */
export function cpuSeconds(pid: number): number {
  // The fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * CPU seconds used so far by every process of this machine named `name` (e.g. `postgres`: the
 * server and its backends), to tell the database's share of a request from the web server's.
 * Processes that exited in between are not counted: the pool's connections stay open.
 */
export function cpuSecondsOf(name: string): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name) total += cpuSeconds(Number(entry));
    } catch {
      // Exited while being read.
    }
  }
  return total;
}

async function waitForHealth(base: string, ms: number, exited: () => boolean) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (exited()) throw new Error('the server exited during start-up');
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer /api/health within ${ms} ms`);
}

export type BenchServerOptions = {
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  /** Settings of this scenario over the production defaults below. */
  env: Record<string, string>;
  /** Node flags before the server's entry (e.g. the inspector). */
  nodeArgs?: string[];
  /** 'pipe' hands stderr to the caller (who forwards it); otherwise it is the bench's. */
  stderr?: 'inherit' | 'pipe';
  /** Called with the process as soon as it is spawned (to read its stderr from the first line). */
  onSpawn?: (child: ChildProcess) => void;
  startTimeoutMs: number;
};

export type BenchServer = { base: string; pid: number; process: ChildProcess; stop: () => Promise<void> };

/**
 * The real server as its own process, as `npm start` runs it (production settings, no web client,
 * no worker), answering once /api/health does. `stop` ends it and waits for the exit.
 */
export async function startBenchServer(o: BenchServerOptions): Promise<BenchServer> {
  const base = `http://127.0.0.1:${o.port}`;
  const server = spawn(
    process.execPath,
    [...(o.nodeArgs ?? []), '--import', 'tsx', 'apps/server/src/app/server.ts'],
    {
      // BENCH_SERVER_DIR: another checkout's server (e.g. main's) against this bench and database,
      // for before/after pairs on the same data.
      cwd: process.env.BENCH_SERVER_DIR || ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PORT: String(o.port),
        HOST: '127.0.0.1',
        DATA_DIR: o.dataDir,
        WEB_DIST: path.join(o.dataDir, 'no-web-dist'),
        JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-000',
        DEMO_PASSWORD: 'Bench-Demo-Password-1',
        WORKER: 'off',
        ...(o.databaseUrl ? { DATABASE_URL: o.databaseUrl } : {}),
        ...o.env,
      },
      stdio: ['ignore', 'ignore', o.stderr ?? 'inherit'],
    },
  );
  o.onSpawn?.(server);
  let exited = false;
  const gone = new Promise((r) => server.once('exit', r)).then(() => {
    exited = true;
  });
  const stop = async () => {
    if (exited) return;
    server.kill('SIGTERM');
    await gone;
  };
  try {
    await waitForHealth(base, o.startTimeoutMs, () => exited);
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, pid: server.pid ?? 0, process: server, stop };
}
