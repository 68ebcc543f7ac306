import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, isPostgres, setupFile, type TestApp } from '../../../test/helpers/app';
import { jobBody, loadMasters, type Masters, postJob } from '../../../test/helpers/jobs';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { serverUrl } from '../../../test/setup/postgres-template';
import { fromPostgres, queryRows } from '../../core/db/client';

let t: Awaited<ReturnType<typeof setupFile>>;
let uncached: TestApp;
let m: Masters;
let token: string;
let first: number;

beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  // A second server on the same database that computes every search.
  uncached = await buildTestApp(t.database, { WORKER: 'off', SEARCH_CACHE_SECONDS: '0' });
  m = await loadMasters(t.app);
  token = await signIn(t.app, 'employer', DEMO.employer);
  first = await postJob(t.app, token, jobBody(m, { title: 'Glimmerwick Forklift Operator' }));
});
afterAll(async () => {
  await uncached.close();
  await t.close();
});

const titles = async (app: TestApp['app'], qs = 'keyword=glimmerwick&sort=date') => {
  const res = await app.inject({ method: 'GET', url: `/api/jobs/search?${qs}` });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { title: string }[] }>().data.map((j) => j.title);
};

// A change written straight to the table sends no notification, so it shows only once the answers
// expire: it makes their reuse visible.
const renameBehindTheBack = (id: number, title: string) =>
  t.database.db.execute(sql`update jobs set title = ${title} where id = ${id}`);

describe('search answers and job pages are reused until a job changes', () => {
  it('answers a repeated search from memory, and drops every answer when this process changes a job', async () => {
    const dubai = m('states', 'dubai');
    const sharjah = m('states', 'sharjah');
    expect(await titles(t.app)).toEqual(['Glimmerwick Forklift Operator']);
    expect(await titles(t.app, `keyword=glimmerwick&location=${dubai},${sharjah}`)).toHaveLength(1);
    await renameBehindTheBack(first, 'Glimmerwick Reach Truck Driver');
    expect(await titles(t.app)).toEqual(['Glimmerwick Forklift Operator']);
    // The same filters in another order are the same search.
    expect(await titles(t.app, `location=${sharjah},${dubai}&keyword=glimmerwick`)).toEqual([
      'Glimmerwick Forklift Operator',
    ]);

    await postJob(t.app, token, jobBody(m, { title: 'Glimmerwick Shift Supervisor' }));
    expect(await titles(t.app)).toEqual(['Glimmerwick Shift Supervisor', 'Glimmerwick Reach Truck Driver']);
  });

  it('takes a closed job out of the results at once', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${first}/close`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(await titles(t.app)).toEqual(['Glimmerwick Shift Supervisor']);
  });

  it('shows a job page as it is now, and a cached draft only to its organisation', async () => {
    const view = async (id: number, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: `/api/jobs/view/${id}`, headers });
    const id = await postJob(t.app, token, jobBody(m, { title: 'Glimmerwick Gate Clerk' }));
    expect((await view(id)).json().data.status).toBe('published');
    await t.app.inject({ method: 'POST', url: `/api/jobs/${id}/close`, headers: bearer(token) });
    expect((await view(id)).json().data.status).toBe('closed');

    const draft = await postJob(t.app, token, jobBody(m, { title: 'Glimmerwick Draft', status: 'draft' }));
    expect((await view(draft, bearer(token))).statusCode).toBe(200);
    expect((await view(draft)).statusCode).toBe(404);
  });

  it('computes every search when SEARCH_CACHE_SECONDS is 0', async () => {
    const [job] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from jobs where title = 'Glimmerwick Shift Supervisor'`,
    );
    expect(await titles(t.app)).toEqual(['Glimmerwick Shift Supervisor']);
    await renameBehindTheBack(Number(job?.id), 'Glimmerwick Yard Supervisor');
    expect(await titles(uncached.app)).toEqual(['Glimmerwick Yard Supervisor']);
    expect(await titles(t.app)).toEqual(['Glimmerwick Shift Supervisor']);
  });

  // Two server processes on one PostgreSQL: each has its own pool and caches.
  it.runIf(isPostgres)(
    'drops the answers of another server on the same database when a job changes',
    async () => {
      const [{ name } = { name: '' }] = await queryRows<{ name: string }>(
        t.database.db,
        sql`select current_database() as name`,
      );
      const url = serverUrl(name);
      const otherDatabase = fromPostgres(url);
      const other = await buildTestApp(otherDatabase, { WORKER: 'off', DATABASE_URL: url });
      try {
        const before = await titles(other.app);
        await postJob(t.app, token, jobBody(m, { title: 'Glimmerwick Crane Operator' }));
        await expect
          .poll(() => titles(other.app), { timeout: 3000 })
          .toEqual(['Glimmerwick Crane Operator', ...before]);
      } finally {
        await other.close();
        await otherDatabase.close();
      }
    },
  );
});
