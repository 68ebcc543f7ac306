import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * A small closed-loop load generator: `concurrency` clients each send the next URL as soon as the
 * last returns. The clients run in a worker thread, so their work does not share the server's event
 * loop (the real and the reference routes are measured the same way). They send with undici's
 * `request` over one keep-alive connection each, reading every body to its end: `fetch` (the
 * default until 30 Nov; `BENCH_CLIENT=fetch`) costs several times the CPU a request, and on two
 * cores the generator's CPU is taken from the server it measures (docs/performance.md, round 10).
 */
export type Result = {
  requests: number;
  errors: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  /** p95 (ms) and requests of each BUCKET_S seconds of the run, by when the request was sent. */
  timeline: { p95: number; requests: number }[];
};

const BUCKET_S = 10;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

// Plain JavaScript, evaluated in the worker (no TypeScript loader needed there).
const CLIENTS = `
const { parentPort, workerData } = require('node:worker_threads');
const { Pool } = require(workerData.undici);
const { urls, concurrency, seconds, headers, order, offset, client: kind } = workerData;
const latencies = [];
const sentAt = [];
let errors = 0;
let next = 0;
const sendHeaders = { 'accept-encoding': 'identity', ...headers };
const pools = new Map();
const targets = new Map();
const target = (url) => {
  let t = targets.get(url);
  if (!t) {
    const u = new URL(url);
    let pool = pools.get(u.origin);
    if (!pool) {
      pool = new Pool(u.origin, { connections: concurrency });
      pools.set(u.origin, pool);
    }
    t = { pool, opts: { path: u.pathname + u.search, method: 'GET', headers: sendHeaders } };
    targets.set(url, t);
  }
  return t;
};
const send = kind === 'fetch'
  ? async (url) => {
      const res = await fetch(url, { headers: sendHeaders });
      await res.arrayBuffer();
      return res.status;
    }
  : async (url) => {
      const { pool, opts } = target(url);
      const { statusCode, body } = await pool.request(opts);
      for await (const _ of body);
      return statusCode;
    };
const started = performance.now();
const until = started + seconds * 1000;
const client = async () => {
  while (performance.now() < until) {
    const i = next++;
    const url = order ? urls[order[(offset + i) % order.length]] : urls[i % urls.length];
    const t0 = performance.now();
    try {
      if ((await send(url)) >= 400) errors++;
    } catch {
      errors++;
    }
    latencies.push(performance.now() - t0);
    sentAt.push(t0 - started);
  }
};
Promise.all(Array.from({ length: concurrency }, client)).then(() =>
  parentPort.postMessage({ latencies, sentAt, errors, seconds: (performance.now() - started) / 1000 }),
);
`;

/**
 * `headers` go with every request (the CV search's bearer token). Without `order` the clients take
 * the URLs in turn; with it they ask `urls[order[offset]]`, `urls[order[offset + 1]]`, ... (the
 * realistic scenario's Zipf draws), so the requests of a run are `order[offset .. offset + requests)`.
 */
export async function load(
  urls: string[],
  opts: {
    concurrency: number;
    seconds: number;
    headers?: Record<string, string>;
    order?: Int32Array;
    offset?: number;
  },
): Promise<Result> {
  const worker = new Worker(CLIENTS, {
    eval: true,
    execArgv: [],
    workerData: {
      urls,
      concurrency: opts.concurrency,
      seconds: opts.seconds,
      headers: opts.headers ?? {},
      order: opts.order ?? null,
      offset: opts.offset ?? 0,
      client: process.env.BENCH_CLIENT === 'fetch' ? 'fetch' : 'undici',
      undici: createRequire(import.meta.url).resolve('undici'),
    },
  });
  const out = await new Promise<{ latencies: number[]; sentAt: number[]; errors: number; seconds: number }>(
    (resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    },
  );
  await worker.terminate();
  const buckets: number[][] = [];
  out.latencies.forEach((ms, i) => {
    const b = Math.floor((out.sentAt[i] as number) / (BUCKET_S * 1000));
    const list = buckets[b] ?? [];
    list.push(ms);
    buckets[b] = list;
  });
  const timeline = Array.from(buckets, (list = []) => ({
    p95: pct(
      list.sort((a, b) => a - b),
      95,
    ),
    requests: list.length,
  }));
  const latencies = out.latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors: out.errors,
    seconds: out.seconds,
    p50: pct(latencies, 50),
    p95: pct(latencies, 95),
    p99: pct(latencies, 99),
    rps: latencies.length / out.seconds,
    timeline,
  };
}
