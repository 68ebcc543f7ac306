import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './net';

/**
 * The EICAR test file, the string every virus scanner flags by agreement. Put together at run time
 * so this source file itself does not trip a scanner on a developer's machine.
 */
export const EICAR = ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*'].join('');

export type Clamd = { host: string; port: number; kind: 'clamd' | 'stand-in'; close(): Promise<void> };

const CLAMD_BINARY = process.env.CLAMD_PATH ?? '/usr/sbin/clamd';

/**
 * A real clamd when the machine has one (`CLAMD_PATH` or /usr/sbin/clamd), with a private
 * database holding only the EICAR signature, so it starts in seconds and needs no download;
 * otherwise {@link startClamdStandIn}.
 */
export async function startClamd(): Promise<Clamd> {
  return existsSync(CLAMD_BINARY) ? startRealClamd() : startClamdStandIn();
}

async function startRealClamd(): Promise<Clamd> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'clamd-test-'));
  mkdirSync(path.join(dir, 'db'));
  // A body signature (.ndb, any file type, any offset): EICAR found anywhere inside a file.
  writeFileSync(
    path.join(dir, 'db', 'eicar.ndb'),
    `Eicar-Signature:0:*:${Buffer.from(EICAR).toString('hex')}\n`,
  );
  const port = await freePort();
  const conf = path.join(dir, 'clamd.conf');
  writeFileSync(
    conf,
    [
      `DatabaseDirectory ${path.join(dir, 'db')}`,
      `TCPSocket ${port}`,
      'TCPAddr 127.0.0.1',
      'Foreground yes',
      `TemporaryDirectory ${dir}`,
      '',
    ].join('\n'),
  );
  const child = spawn(CLAMD_BINARY, ['-c', conf], { stdio: 'ignore' });
  const close = async () => {
    await stop(child);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForPong(port, 60_000);
  } catch (err) {
    await close();
    throw err;
  }
  return { host: '127.0.0.1', port, kind: 'clamd', close };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.createConnection({ host: '127.0.0.1', port }, () => socket.end('zPING\0'));
    let reply = '';
    socket.on('data', (d) => {
      reply += d.toString();
    });
    socket.on('close', () => resolve(reply.startsWith('PONG')));
    socket.on('error', () => resolve(false));
  });
}

async function waitForPong(port: number, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await ping(port)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`clamd did not answer PING on port ${port} within ${ms} ms`);
}

/**
 * A stand-in that speaks clamd's INSTREAM protocol (`zINSTREAM\0`, 4-byte big-endian chunk
 * lengths, a zero length to end) and flags the EICAR string anywhere in the stream. `silent`
 * reads the whole stream and never answers, as a hung clamd would.
 */
export async function startClamdStandIn(options: { silent?: boolean } = {}): Promise<Clamd> {
  const command = Buffer.from('zINSTREAM\0');
  const sockets = new Set<net.Socket>();
  // Half-open: the client ends its side after the stream, and a silent clamd must still hold the
  // connection (never answering) rather than close it at once.
  const server = net.createServer({ allowHalfOpen: true }, (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffered = Buffer.alloc(0);
    let at = command.length; // where the next chunk's length starts
    const chunks: Buffer[] = [];
    socket.on('data', (data: Buffer) => {
      buffered = Buffer.concat([buffered, data]);
      if (buffered.length < command.length) return;
      if (!buffered.subarray(0, command.length).equals(command)) {
        socket.end('UNKNOWN COMMAND\0');
        return;
      }
      while (at + 4 <= buffered.length) {
        const length = buffered.readUInt32BE(at);
        if (length === 0) {
          if (options.silent) return;
          const infected = Buffer.concat(chunks).includes(EICAR);
          socket.end(infected ? 'stream: Eicar-Signature FOUND\0' : 'stream: OK\0');
          return;
        }
        if (at + 4 + length > buffered.length) return;
        chunks.push(buffered.subarray(at + 4, at + 4 + length));
        at += 4 + length;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    kind: 'stand-in',
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
