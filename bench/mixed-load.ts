import { Worker } from 'node:worker_threads';

/**
 * The mixed scenario's clients: each runs visitor sessions back to back, as people use the portal.
 * A session is one person (its own candidate account and its own address, sent as X-Forwarded-For
 * to a server with TRUST_PROXY=true): sign in, then four searches each followed by a job page, then
 * apply to one job. So 10 % of requests are sign-ins, 40 % searches, 40 % job pages, 10 % applying,
 * and the per-address and per-account limits see what they would see from real visitors.
 */
export const KINDS = ['search', 'job page', 'sign-in', 'apply'] as const;
export type Kind = (typeof KINDS)[number];

export type MixedInput = {
  base: string;
  emails: string[];
  password: string;
  jobIds: number[];
  searches: string[];
  concurrency: number;
  seconds: number;
  /** Session numbers continue across runs, so no (candidate, job) application repeats. */
  firstSession: number;
};
export type MixedOutput = {
  latencies: Record<Kind, number[]>;
  errors: Record<Kind, number>;
  samples: string[];
  sessions: number;
  seconds: number;
};

// Plain JavaScript, evaluated in the worker (no TypeScript loader needed there).
const CLIENTS = `
const { parentPort, workerData } = require('node:worker_threads');
const { base, emails, password, jobIds, searches, concurrency, seconds, firstSession } = workerData;
const kinds = ['search', 'job page', 'sign-in', 'apply'];
const latencies = Object.fromEntries(kinds.map((k) => [k, []]));
const errors = Object.fromEntries(kinds.map((k) => [k, 0]));
const samples = [];
let session = firstSession;
let nextSearch = 0;
let nextJob = 0;
const started = performance.now();
const until = started + seconds * 1000;
const open = () => performance.now() < until;
const ipOf = (s) => '10.' + ((s >> 16) & 255) + '.' + ((s >> 8) & 255) + '.' + (s & 255);

async function call(kind, path, init) {
  const t0 = performance.now();
  let body = null;
  try {
    const res = await fetch(base + path, init);
    const text = await res.text();
    if (res.status >= 400) {
      errors[kind]++;
      if (samples.length < 10) samples.push(kind + ' ' + res.status + ' ' + text.slice(0, 160));
    } else body = text;
  } catch (err) {
    errors[kind]++;
    if (samples.length < 10) samples.push(kind + ' ' + String(err && err.cause ? err.cause : err));
  }
  latencies[kind].push(performance.now() - t0);
  return body;
}

async function client() {
  while (open()) {
    const s = session++;
    const c = s % emails.length;
    const round = Math.floor(s / emails.length);
    const common = { 'x-forwarded-for': ipOf(s), 'user-agent': 'bench-visitor-' + s, 'accept-encoding': 'identity' };
    const json = { ...common, 'content-type': 'application/json' };
    const login = await call('sign-in', '/api/user/candi_login', {
      method: 'POST', headers: json, body: JSON.stringify({ email: emails[c], password }),
    });
    const token = login ? JSON.parse(login).data.token : null;
    const auth = token ? { authorization: 'Bearer ' + token } : {};
    for (let i = 0; i < 4 && open(); i++) {
      await call('search', searches[nextSearch++ % searches.length], { headers: common });
      if (open()) await call('job page', '/api/jobs/view/' + jobIds[nextJob++ % jobIds.length], { headers: { ...common, ...auth } });
    }
    if (token && open()) {
      // A job this candidate has not applied to in this run: (candidate, round) never repeats.
      const job = jobIds[(c * 7 + round) % jobIds.length];
      await call('apply', '/api/jobs/apply', {
        method: 'POST', headers: { ...json, ...auth }, body: JSON.stringify({ job_id: job }),
      });
    }
  }
}

Promise.all(Array.from({ length: concurrency }, client)).then(() =>
  parentPort.postMessage({ latencies, errors, samples, sessions: session - firstSession, seconds: (performance.now() - started) / 1000 }),
);
`;

export async function mixedLoad(input: MixedInput): Promise<MixedOutput> {
  const worker = new Worker(CLIENTS, { eval: true, execArgv: [], workerData: input });
  const out = await new Promise<MixedOutput>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  return out;
}
