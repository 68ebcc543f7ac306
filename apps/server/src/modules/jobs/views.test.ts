import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, openTestDatabase, type TestApp } from '../../../test/helpers/app';
import { newCandidate } from '../../../test/helpers/applications';
import { jobBody, loadMasters, type Masters, postJob } from '../../../test/helpers/jobs';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import type { Database } from '../../core/db/client';
import { jobViews } from '../../core/db/schema/jobs';
import { pruneJobViews } from './views-repository';

let database: Database;
/** Two app instances on one database: two server processes behind a load balancer. */
let one: TestApp;
let two: TestApp;
let m: Masters;
let employer: string;

beforeAll(async () => {
  database = await openTestDatabase();
  one = await buildTestApp(database, { WORKER: 'off' });
  two = await buildTestApp(database, { WORKER: 'off' });
  m = await loadMasters(one.app);
  employer = await signIn(one.app, 'employer', DEMO.employer);
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await database?.close();
});

type Visit = { ip: string; agent?: string; token?: string };
const view = (t: TestApp, id: number, v: Visit) =>
  t.app.inject({
    method: 'GET',
    url: `/api/jobs/view/${id}`,
    remoteAddress: v.ip,
    headers: { 'user-agent': v.agent ?? 'Mozilla/5.0 (test)', ...(v.token ? bearer(v.token) : {}) },
  });

/** The owner's figure; reading it writes what each instance still holds in memory. */
async function views(id: number): Promise<number> {
  let last = -1;
  for (const t of [one, two]) {
    const res = await t.app.inject({ method: 'GET', url: `/api/jobs/${id}`, headers: bearer(employer) });
    last = res.json().data.views;
  }
  return last;
}

describe('job views', () => {
  it('count one visitor once a day however often they open the page, and the next visitor again', async () => {
    const id = await postJob(one.app, employer, jobBody(m));
    for (let i = 0; i < 100; i++) expect((await view(one, id, { ip: '198.51.100.7' })).statusCode).toBe(200);
    expect(await views(id)).toBe(1);
    await view(one, id, { ip: '198.51.100.8' });
    expect(await views(id)).toBe(2);
    // Same address, another browser: another visitor (people behind one office NAT).
    await view(one, id, { ip: '198.51.100.8', agent: 'Safari/17' });
    expect(await views(id)).toBe(3);
  });

  it('count a signed-in visitor once from any address', async () => {
    const id = await postJob(one.app, employer, jobBody(m));
    const me = await newCandidate(one.app);
    for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) await view(one, id, { ip, token: me.token });
    expect(await views(id)).toBe(1);
  });

  it('count a visitor once across server processes', async () => {
    const id = await postJob(one.app, employer, jobBody(m));
    for (let i = 0; i < 5; i++) {
      await view(one, id, { ip: '203.0.113.50' });
      await view(two, id, { ip: '203.0.113.50' });
    }
    expect(await views(id)).toBe(1);
  });

  it('keep no address or user id, and only today and yesterday', async () => {
    const id = await postJob(one.app, employer, jobBody(m));
    await view(one, id, { ip: '203.0.113.77' });
    await views(id);
    const rows = await database.db.select().from(jobViews).where(eq(jobViews.jobId, id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain('203.0.113.77');
    await database.db.insert(jobViews).values([
      { day: sql`(now() at time zone 'utc')::date - 1`, jobId: id, visitor: 'yesterday' },
      { day: sql`(now() at time zone 'utc')::date - 2`, jobId: id, visitor: 'older' },
    ]);
    await pruneJobViews(database.db);
    const left = await database.db
      .select({ v: jobViews.visitor })
      .from(jobViews)
      .where(eq(jobViews.jobId, id));
    expect(left.map((r) => r.v).sort()).toEqual([rows[0]?.visitor, 'yesterday'].sort());
  });
});
