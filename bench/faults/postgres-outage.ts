import { randomBytes } from 'node:crypto';
import { jobBody, type Masters } from '../../apps/server/test/helpers/jobs';
import { DEMO, drill, log, percentile, signIn, sleep, startPostgres, startServer, tempDir } from './lib';

/*
 * PostgreSQL stopped for OUTAGE_SECONDS (30) under a load of reads and acknowledged writes, then
 * started again: every answer in between is a 503 with Retry-After (or a read answered from memory),
 * none takes longer than the request timeout, the pool recovers by itself, and every write the portal
 * acknowledged is in the database afterwards.
 */

const OUTAGE_MS = Number(process.env.OUTAGE_SECONDS ?? 30) * 1000;
const CLIENTS = 8;
const WARM_MS = 10_000;
const AFTER_MS = 20_000;
/** The server's REQUEST_TIMEOUT_SECONDS here; no answer may take longer. */
const REQUEST_TIMEOUT_S = 60;

type Kind = 'search' | 'profile' | 'job' | 'enquiry';
type Sample = {
  kind: Kind;
  start: number;
  end: number;
  status: number;
  retryAfter: string | null;
  error?: string;
};

export const run = () =>
  drill('postgres-outage', async (checks) => {
    const dir = tempDir('pg-outage');
    const pg = await startPostgres();
    log(`PostgreSQL on port ${pg.port}`);
    const server = await startServer(
      'web',
      {
        DATABASE_URL: pg.url,
        RATE_LIMIT_FACTOR: '100000',
        REQUEST_TIMEOUT_SECONDS: String(REQUEST_TIMEOUT_S),
      },
      dir,
    );
    log(`portal at ${server.base}`);
    const ids = new Map<string, number>();
    for (const r of await pg.query<{ id: number; list: string; slug: string }>(
      'select id, list, slug from master_items',
    ))
      ids.set(`${r.list}:${r.slug}`, r.id);
    const m: Masters = (list, slug) => ids.get(`${list}:${slug}`) ?? -1;
    const employer = await signIn(server.base, 'employer_login', DEMO.employer);
    const candidate = await signIn(server.base, 'candi_login', DEMO.candidate);

    const tag = randomBytes(4).toString('hex');
    const jobs = new Map<number, string>(); // acknowledged: id -> title
    const enquiries = new Set<string>(); // acknowledged: e-mail
    const samples: Sample[] = [];
    let n = 0;
    let stopping = false;
    const words = ['warehouse', 'forklift', 'driver', 'logistics', 'supply chain', 'freight', 'customs'];

    async function one(kind: Kind) {
      const i = n++;
      const start = Date.now();
      const json = { 'content-type': 'application/json' };
      let res: Response;
      try {
        if (kind === 'search') {
          const q = `${words[i % words.length]}&page=${1 + (i % 5)}`;
          res = await fetch(`${server.base}/api/jobs/search?keyword=${q}`, {
            signal: AbortSignal.timeout(90_000),
          });
        } else if (kind === 'profile') {
          res = await fetch(`${server.base}/api/user/`, {
            headers: { authorization: `Bearer ${candidate}` },
            signal: AbortSignal.timeout(90_000),
          });
        } else if (kind === 'job') {
          const title = `Outage ${tag} #${i}`;
          res = await fetch(`${server.base}/api/jobs/`, {
            method: 'POST',
            headers: { ...json, authorization: `Bearer ${employer}` },
            body: JSON.stringify(jobBody(m, { title, status: 'draft' })),
            signal: AbortSignal.timeout(90_000),
          });
          if (res.status === 201) {
            const { data } = (await res.json()) as { data: { id: number } };
            jobs.set(data.id, title);
          }
        } else {
          const email = `outage-${tag}-${i}@example.com`;
          res = await fetch(`${server.base}/api/settings/enquiry`, {
            method: 'POST',
            headers: json,
            body: JSON.stringify({
              name: 'Drill Sender',
              email,
              service: 'general',
              message: `Fault drill ${i}`,
            }),
            signal: AbortSignal.timeout(90_000),
          });
          if (res.status === 201) enquiries.add(email);
        }
        if (!res.bodyUsed) await res.arrayBuffer();
        samples.push({
          kind,
          start,
          end: Date.now(),
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
        });
      } catch (err) {
        samples.push({ kind, start, end: Date.now(), status: 0, retryAfter: null, error: String(err) });
      }
    }

    const kinds: Kind[] = ['search', 'profile', 'job', 'enquiry'];
    const client = async (c: number) => {
      for (let k = c; !stopping; k++) {
        await one(kinds[k % kinds.length] as Kind);
        // A client that gets 503 waits a little, as a browser would not hammer either.
        const last = samples[samples.length - 1];
        if (last && last.status !== 200 && last.status !== 201) await sleep(100);
      }
    };
    const load = Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));

    await sleep(WARM_MS);
    log(`stopping PostgreSQL for ${OUTAGE_MS / 1000} s`);
    const stopAt = Date.now();
    await pg.stop('fast');
    const stoppedAt = Date.now();
    const health = await fetch(`${server.base}/api/health`).then(
      (r) => r.status,
      () => 0,
    );
    await sleep(Math.max(0, OUTAGE_MS - (Date.now() - stopAt)));
    log('starting PostgreSQL');
    const startAt = Date.now();
    await pg.start();
    const upAt = Date.now();
    log(`PostgreSQL accepting connections after ${upAt - startAt} ms`);
    await sleep(AFTER_MS);
    stopping = true;
    await load;

    const before = samples.filter((s) => s.end < stopAt);
    const during = samples.filter((s) => s.start >= stoppedAt && s.end <= startAt);
    const needsDb = (s: Sample) => s.kind !== 'search';
    const firstOk = (k: (s: Sample) => boolean) =>
      samples
        .filter((s) => s.start >= upAt && k(s) && (s.status === 200 || s.status === 201))
        .sort((a, b) => a.end - b.end)[0];
    const firstRead = firstOk((s) => s.kind === 'profile');
    const firstWrite = firstOk((s) => s.kind === 'job' || s.kind === 'enquiry');
    const after = samples.filter((s) => s.start >= upAt + 5_000);
    const statusCounts = (list: Sample[]) => {
      const counts = new Map<string, number>();
      for (const s of list)
        counts.set(`${s.kind}:${s.status}`, (counts.get(`${s.kind}:${s.status}`) ?? 0) + 1);
      return [...counts]
        .sort()
        .map(([k, v]) => `${k}=${v}`)
        .join(' ');
    };
    const durations = during.map((s) => s.end - s.start);
    const outageMax = Math.max(
      0,
      ...samples.filter((s) => s.start >= stopAt && s.start < upAt).map((s) => s.end - s.start),
    );

    console.log(
      `\nrequests: ${samples.length} (${CLIENTS} clients), jobs acknowledged ${jobs.size}, enquiries ${enquiries.size}`,
    );
    console.log(`before the stop: ${statusCounts(before)}`);
    console.log(`during the outage: ${statusCounts(during)}`);
    console.log(
      `  latency during the outage: p50 ${percentile(durations, 50)} ms, p99 ${percentile(durations, 99)} ms, max ${outageMax} ms (request timeout ${REQUEST_TIMEOUT_S} s)`,
    );
    console.log(`from 5 s after the start: ${statusCounts(after)}`);
    console.log(`health during the outage: ${health}`);
    console.log(`stop (fast) took ${stoppedAt - stopAt} ms; start took ${upAt - startAt} ms`);
    console.log(
      `recovery after PostgreSQL accepted connections: first signed-in read ${firstRead ? firstRead.end - upAt : 'never'} ms, first write ${firstWrite ? firstWrite.end - upAt : 'never'} ms`,
    );

    const duringDb = during.filter(needsDb);
    checks.check(
      before.every((s) => s.status === 200 || s.status === 201),
      'every request before the outage succeeded',
    );
    checks.check(
      duringDb.length > 0,
      `requests needing the database were sent during the outage (${duringDb.length})`,
    );
    checks.check(
      duringDb.every((s) => s.status === 503 && s.retryAfter !== null),
      'every request needing the database during the outage got 503 with Retry-After',
    );
    checks.check(
      during
        .filter((s) => s.kind === 'search')
        .every((s) => s.status === 200 || (s.status === 503 && s.retryAfter !== null)),
      'searches during the outage: an answer from memory (200) or 503 with Retry-After',
    );
    checks.check(
      outageMax < REQUEST_TIMEOUT_S * 1000,
      `no request hung past the request timeout (max ${outageMax} ms)`,
    );
    checks.check(
      samples.every((s) => s.status !== 0),
      'no connection error or client timeout',
    );
    checks.check(
      samples.every((s) => s.status !== 500),
      'no 500',
    );
    checks.check(health === 503, '/api/health answered 503 during the outage');
    checks.check(firstRead !== undefined && firstWrite !== undefined, 'the pool recovered by itself');
    checks.check(
      after.length > 0 && after.every((s) => s.status === 200 || s.status === 201),
      'every request from 5 s after the start succeeded',
    );

    const storedJobs = new Map(
      (
        await pg.query<{ id: number; title: string }>('select id, title from jobs where title like $1', [
          `Outage ${tag} #%`,
        ])
      ).map((r) => [r.id, r.title]),
    );
    const storedEnquiries = new Set(
      (
        await pg.query<{ email: string }>('select email from enquiries where email like $1', [
          `outage-${tag}-%`,
        ])
      ).map((r) => r.email),
    );
    const lostJobs = [...jobs].filter(([id, title]) => storedJobs.get(id) !== title).length;
    const lostEnquiries = [...enquiries].filter((e) => !storedEnquiries.has(e)).length;
    // Written but answered with an error (the commit went through, its answer did not): a client's
    // retry would write it twice unless it sends an Idempotency-Key.
    const unacknowledged =
      [...storedJobs.keys()].filter((id) => !jobs.has(id)).length +
      [...storedEnquiries].filter((e) => !enquiries.has(e)).length;
    console.log(
      `stored: ${storedJobs.size} jobs (${jobs.size} acknowledged), ${storedEnquiries.size} enquiries (${enquiries.size} acknowledged); ${unacknowledged} stored but answered with an error`,
    );
    checks.check(
      lostJobs === 0 && lostEnquiries === 0,
      `0 acknowledged writes lost (${lostJobs} jobs, ${lostEnquiries} enquiries)`,
    );
    checks.check(!server.exited(), 'the server kept running');
  });
