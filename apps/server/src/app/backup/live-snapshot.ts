import { randomBytes } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createGzip } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The embedded database belongs to the running server (DATA_DIR/pglite.lock), so `npm run backup`
 * cannot open it while the portal runs. It asks the server instead: it writes a request into
 * DATA_DIR/backup-requests/ naming the file to write, which the server looks for every second. Only
 * someone who may write the server's DATA_DIR can ask, i.e. its operator; there is no HTTP route to
 * guard. No signal: close-with-grace shuts the server down on SIGUSR2, Node's inspector owns SIGUSR1.
 * The server dumps between two statements, so users go on being served.
 */
export const REQUESTS_DIR = 'backup-requests';
const POLL_MS = 1000;

type Request = { out: string };
type Result = { ok: true; bytes: number; ms: number } | { ok: false; error: string };

const resultFile = (out: string) => `${out}.result.json`;
/** Written by a server that answers requests (one started before this version would never answer). */
const readyFile = (dir: string, pid: number) => path.join(dir, `server-${pid}.ready`);

/** Writes the dump gzip-compressed (level 1: most of the gain, little of the time). */
export async function writeSnapshot(dump: () => Promise<Blob>, out: string): Promise<number> {
  const blob = await dump();
  await pipeline(
    Readable.fromWeb(blob.stream() as WebReadableStream<Uint8Array>),
    createGzip({ level: 1 }),
    createWriteStream(out, { mode: 0o600 }),
  );
  return blob.size;
}

/** Server side: answers every pending request. Returns the function that stops it. */
export function serveLiveSnapshots(
  dataDir: string,
  dump: () => Promise<Blob>,
  log: FastifyBaseLogger,
): () => void {
  const dir = path.join(dataDir, REQUESTS_DIR);
  let running = Promise.resolve();
  let busy = false;
  const handle = () => {
    if (busy) return;
    busy = true;
    running = running
      .then(async () => {
        const names = readdirSync(dir).filter((n) => n.endsWith('.json'));
        for (const name of names) {
          const file = path.join(dir, name);
          let request: Request;
          try {
            request = JSON.parse(readFileSync(file, 'utf8')) as Request;
          } catch {
            rmSync(file, { force: true }); // not ours (requests are renamed into place whole)
            continue;
          }
          rmSync(file, { force: true });
          const started = performance.now();
          let result: Result;
          try {
            const bytes = await writeSnapshot(dump, request.out);
            result = { ok: true, bytes, ms: Math.round(performance.now() - started) };
            log.info({ out: request.out, bytes, ms: result.ms }, 'backup: database snapshot written');
          } catch (err) {
            result = { ok: false, error: err instanceof Error ? err.message : String(err) };
            log.error({ err, out: request.out }, 'backup: database snapshot failed');
          }
          try {
            writeFileSync(resultFile(request.out), JSON.stringify(result), { mode: 0o600 });
          } catch (err) {
            log.error({ err }, 'backup: could not write the snapshot result');
          }
        }
      })
      .finally(() => {
        busy = false;
      });
  };
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const ready = readyFile(dir, process.pid);
  writeFileSync(ready, '', { mode: 0o600 });
  const timer = setInterval(handle, POLL_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    rmSync(ready, { force: true });
  };
}

/** CLI side: asks the server `pid` to write its snapshot to `out`; resolves when it has. */
export async function requestLiveSnapshot(
  dataDir: string,
  pid: number,
  out: string,
  timeoutMs = 30 * 60_000,
): Promise<void> {
  const dir = path.join(dataDir, REQUESTS_DIR);
  if (!existsSync(readyFile(dir, pid)))
    throw new Error(
      `The portal (pid ${pid}) holds the database but does not take backup requests (started before this version?). Stop it and run the backup again, or restart it first.`,
    );
  const name = `${Date.now()}-${randomBytes(4).toString('hex')}`;
  const temp = path.join(dir, `${name}.tmp`);
  writeFileSync(temp, JSON.stringify({ out } satisfies Request), { mode: 0o600 });
  // Renamed into place whole, so the server never reads half a request.
  renameSync(temp, path.join(dir, `${name}.json`));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    if (existsSync(resultFile(out))) {
      const result = JSON.parse(readFileSync(resultFile(out), 'utf8')) as Result;
      rmSync(resultFile(out), { force: true });
      if (!result.ok) throw new Error(`The running server could not write the snapshot: ${result.error}`);
      return;
    }
    try {
      process.kill(pid, 0);
    } catch {
      throw new Error(`The server (pid ${pid}) stopped before writing the snapshot; run the backup again.`);
    }
  }
  throw new Error(`The server (pid ${pid}) wrote no snapshot within ${timeoutMs / 60_000} minutes.`);
}
