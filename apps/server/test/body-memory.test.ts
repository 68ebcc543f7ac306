import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from './helpers/app';
import { LOGIN_URL } from './helpers/requests';

/*
 * What is measured: the resident set size of this process, which is the one serving the requests
 * (the app listens on a real socket here). `app.inject` would not do: it hands the server a
 * payload that is already whole in memory, so 30 × 50 MB would be counted before the server reads
 * a byte. The client side writes one reused 64 KiB chunk over and over, so it adds next to nothing;
 * the RSS is sampled while the requests run and the peak is compared with the level before them.
 */

const MB = 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 0x61);

let t: Awaited<ReturnType<typeof setupFile>>;
let port: number;
beforeAll(async () => {
  // On PostgreSQL a listening app starts the CV search thread, which reads its index into this
  // process's memory while the requests run: that is not what this test measures.
  t = await setupFile({ CV_SEARCH_THREAD: 'off' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

type Kind = 'file' | 'field';

/**
 * POSTs a multipart body whose one part (a file, or a text field) is `size` bytes long, chunked
 * (no length declared, so the server has to read to find out), or with its Content-Length.
 */
function sendHuge(kind: Kind, size: number, declared: boolean): Promise<number | 'no answer'> {
  const boundary = 'portalmemorytest';
  const disposition =
    kind === 'file'
      ? 'form-data; name="email"; filename="big.bin"\r\nContent-Type: application/octet-stream'
      : 'form-data; name="email"';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve) => {
    let status: number | 'no answer' = 'no answer';
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: LOGIN_URL.candidate,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(declared ? { 'content-length': head.length + size + tail.length } : {}),
      },
    });
    req.on('response', (res) => {
      status = res.statusCode ?? 'no answer';
      res.resume();
      res.on('end', () => resolve(status));
    });
    // The server closes the connection after refusing: writing on may then fail, which is expected.
    req.on('error', () => resolve(status));
    req.on('close', () => resolve(status));
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        const n = Math.min(CHUNK.length, size - sent);
        sent += n;
        if (!req.write(n === CHUNK.length ? CHUNK : CHUNK.subarray(0, n)))
          return void req.once('drain', pump);
      }
      req.end(tail);
    };
    req.write(head);
    pump();
  });
}

describe('memory under large multipart bodies', () => {
  it('30 concurrent 50 MB bodies to a route without files grow the server by less than 50 MB', async () => {
    // Warm up: the first requests allocate parser and socket buffers that then stay.
    await Promise.all([sendHuge('file', 4 * MB, false), sendHuge('field', 4 * MB, false)]);
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    const cases: [Kind, boolean][] = [
      ['file', false],
      ['field', false],
      ['file', true],
    ];
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => {
        const [kind, declared] = cases[i % 3] as [Kind, boolean];
        return sendHuge(kind, 50 * MB, declared);
      }),
    );
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);

    expect((peak - before) / MB).toBeLessThan(50);
    // A file part is refused at its headers (400); a text field once 1 MiB and a bit has arrived,
    // and a declared length over that at once (413).
    expect(answers).toEqual(Array.from({ length: 30 }, (_, i) => [400, 413, 413][i % 3]));
  });
});
