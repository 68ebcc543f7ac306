import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/core/db/client';
import { buildTestApp, openTestDatabase, type TestApp } from './helpers/app';

let database: Database;
let t: TestApp;
let port: number;

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp(database, { REQUEST_TIMEOUT_SECONDS: '2', HEADERS_TIMEOUT_SECONDS: '1' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  port = address.port;
});
afterAll(async () => {
  await t.close();
  await database.close();
});

type Trickle = { closedAfterMs: number; received: string };

/** Sends `first`, then one more byte of `rest` every 200 ms until the server closes the socket. */
function trickle(first: string, rest: string): Promise<Trickle> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let i = 0;
    const timer = setInterval(() => {
      if (i < rest.length && !socket.destroyed) socket.write(rest[i++] ?? '');
    }, 200);
    const give = setTimeout(() => {
      socket.destroy();
      reject(new Error('the server kept the slow connection open for 15 s'));
    }, 15_000);
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(give);
      resolve({ closedAfterMs: Date.now() - started, received });
    });
    socket.write(first);
  });
}

describe('slow clients are cut off', () => {
  it('a client trickling its headers is disconnected after the headers timeout', async () => {
    const result = await trickle(
      'GET /api/health HTTP/1.1\r\nHost: x\r\n',
      'X-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    );
    expect(result.closedAfterMs).toBeLessThan(5_000);
    expect(result.received).not.toContain('200 OK');
  });

  it('a client trickling its body gets a 408 and is disconnected after the request timeout', async () => {
    const body = JSON.stringify({ email: 'slow@example.com', password: 'x'.repeat(200) });
    const head = `POST /api/user/candi_login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const result = await trickle(head, body);
    expect(result.closedAfterMs).toBeLessThan(6_000);
    expect(result.received).toContain('408');
  });

  it('a normal request on the same server is answered', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });
});
