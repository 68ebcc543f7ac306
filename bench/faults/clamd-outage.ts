import net from 'node:net';
import { EICAR, startClamdStandIn } from '../../apps/server/test/helpers/clamd';
import { freePort } from '../../apps/server/test/helpers/net';
import { fileUpload, minimalPdf } from '../../apps/server/test/helpers/uploads';
import { DEMO, drill, log, onCleanup, signIn, startPostgres, startServer, tempDir } from './lib';

/*
 * ClamAV configured, then answering OK, FOUND, or never (a hung clamd), then not listening at all,
 * then back: clean uploads stored, EICAR refused with 422, and while there is no verdict every upload
 * refused with 503 and Retry-After within CLAMAV_TIMEOUT_MS (nothing stored), the rest of the portal
 * answering meanwhile.
 */

const TIMEOUT_MS = 3_000;
type Target = 'answering' | 'silent' | 'closed';

/** A port the server is configured with, forwarding to a clamd stand-in that answers or one that never does. */
async function switchableClamd() {
  const answering = await startClamdStandIn();
  const silent = await startClamdStandIn({ silent: true });
  onCleanup(() => answering.close());
  onCleanup(() => silent.close());
  let target: Target = 'answering';
  const sockets = new Set<net.Socket>();
  // Half-open both ways: the portal ends its side after the stream and waits for the verdict.
  const server = net.createServer({ allowHalfOpen: true }, (client) => {
    if (target === 'closed') return client.destroy();
    const upstream = net.connect({
      port: target === 'answering' ? answering.port : silent.port,
      host: '127.0.0.1',
      allowHalfOpen: true,
    });
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => s.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  const port = await freePort();
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  onCleanup(
    () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  );
  return {
    port,
    set(t: Target) {
      target = t;
    },
  };
}

export const run = () =>
  drill('clamd-outage', async (checks) => {
    const dir = tempDir('clamd');
    const pg = await startPostgres();
    const clamd = await switchableClamd();
    const server = await startServer(
      'web',
      {
        DATABASE_URL: pg.url,
        CLAMAV_HOST: '127.0.0.1',
        CLAMAV_PORT: String(clamd.port),
        CLAMAV_TIMEOUT_MS: String(TIMEOUT_MS),
        RATE_LIMIT_FACTOR: '100000',
      },
      dir,
    );
    const token = await signIn(server.base, 'candi_login', DEMO.candidate);
    const files = async () =>
      Number((await pg.query<{ n: string }>('select count(*) as n from files'))[0]?.n ?? 0);

    const upload = async (data: Buffer) => {
      const body = fileUpload(data, 'cv.pdf', 'application/pdf');
      const start = Date.now();
      const res = await fetch(`${server.base}/api/candidate/cv`, {
        method: 'POST',
        headers: { ...body.headers, authorization: `Bearer ${token}` },
        body: body.payload,
        signal: AbortSignal.timeout(60_000),
      });
      const text = await res.text();
      return { status: res.status, retryAfter: res.headers.get('retry-after'), ms: Date.now() - start, text };
    };
    const clean = () => minimalPdf(`Warehouse supervisor ${Math.random()}`);

    const ok = await upload(clean());
    const found = await upload(minimalPdf('Forklift operator', EICAR));
    log(`answering: clean ${ok.status} in ${ok.ms} ms, EICAR ${found.status} in ${found.ms} ms`);
    checks.check(ok.status === 200, 'a clean CV is accepted (clamd answers OK)');
    checks.check(
      found.status === 422 && found.text.includes('malware'),
      'a CV carrying EICAR is refused with 422 (FOUND)',
    );

    for (const mode of ['silent', 'closed'] as const) {
      clamd.set(mode);
      const before = await files();
      // Ten uploads at once, and the rest of the portal meanwhile.
      const [uploads, health] = await Promise.all([
        Promise.all(Array.from({ length: 10 }, () => upload(clean()))),
        (async () => {
          const t = Date.now();
          const res = await fetch(`${server.base}/api/jobs/search?keyword=warehouse`);
          return { status: res.status, ms: Date.now() - t };
        })(),
      ]);
      const slowest = Math.max(...uploads.map((u) => u.ms));
      log(
        `${mode}: ${uploads.map((u) => u.status).join(',')} in at most ${slowest} ms (timeout ${TIMEOUT_MS} ms); a search meanwhile ${health.status} in ${health.ms} ms`,
      );
      checks.check(
        uploads.every(
          (u) =>
            u.status === 503 && u.retryAfter === '30' && u.text.includes('Virus scanning is unavailable'),
        ),
        `clamd ${mode === 'silent' ? 'never answering' : 'not listening'}: every upload refused with 503 and Retry-After: 30`,
      );
      checks.check(
        slowest < TIMEOUT_MS + 2_000,
        `clamd ${mode}: no upload waited past the scan timeout (${slowest} ms)`,
      );
      checks.check(health.status === 200, `clamd ${mode}: the rest of the portal answers meanwhile`);
      checks.check((await files()) === before, `clamd ${mode}: nothing stored`);
    }

    clamd.set('answering');
    const back = await upload(clean());
    log(`answering again: clean ${back.status} in ${back.ms} ms`);
    checks.check(back.status === 200, 'uploads accepted again once clamd answers');
    checks.check(!server.exited(), 'the server kept running');
  });
