import type { JobSearchQuery } from '@portal/contract/jobs';
import { jobSearchQuerySchema } from '@portal/contract/jobs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { jobBody, loadMasters, type Masters, postJob } from '../../../test/helpers/jobs';
import { DEMO, signIn } from '../../../test/helpers/requests';
import { queryRows } from '../../core/db/client';
import { publish } from '../../platform/events/domain-events';
import { openJobs } from './open-jobs';
import { searchJobs } from './search';

let t: Awaited<ReturnType<typeof setupFile>>;
let m: Masters;
const log = { warn: () => {} };

beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  m = await loadMasters(t.app);
  const token = await signIn(t.app, 'employer', DEMO.employer);
  const sharjah = [
    {
      country_id: m('countries', 'united-arab-emirates'),
      state_id: m('states', 'sharjah'),
      city_id: m('cities', 'sharjah'),
    },
  ];
  // Beside the demo jobs: hidden and open-ended salaries, no experience bounds, two places.
  await postJob(t.app, token, jobBody(m, { title: 'Warehouse Night Lead', salary_visible: false }));
  await postJob(
    t.app,
    token,
    jobBody(m, {
      title: 'Freight Desk Coordinator',
      salary_min: 12000,
      salary_max: null,
      experience_min: null,
      experience_max: null,
      locations: [...jobBody(m).locations, ...sharjah],
      employment_type: 'CONTRACTOR',
    }),
  );
  await postJob(t.app, token, jobBody(m, { title: 'Warehouse Supervisor Sharjah', locations: sharjah }));
});
afterAll(() => t.close());

/** One search computed from scratch (no cache of either kind), in memory or in SQL. */
async function answer(q: JobSearchQuery, memory: boolean) {
  publish(t.database.db, 'jobs.changed', log);
  if (memory) expect(await openJobs(t.database.db)).not.toBeNull();
  return searchJobs(t.database.db, q, { cacheSeconds: 0, memory });
}

describe('the search over the open jobs in memory', () => {
  it('gives the same hits, order, total, facets and relaxations as the SQL, query by query', async () => {
    const dubai = m('states', 'dubai');
    const sharjah = m('states', 'sharjah');
    const jebelAli = m('cities', 'jebel-ali');
    const supervisor = m('designations', 'warehouse-supervisor');
    const warehousing = m('functional_areas', 'warehousing');
    const queries = [
      '',
      'keyword=warehouse',
      'keyword=warehouse supervisor',
      'keyword=warehouse&sort=date',
      'keyword=warehouse&page=2&page_size=5',
      'keyword="supply chain"',
      'keyword=forklift OR freight',
      'keyword=warehouse -night',
      'keyword=warehose',
      'keyword=zzzqx',
      `location=${dubai}`,
      `location=${dubai},${sharjah}&sort=date`,
      `location=${jebelAli}&keyword=warehouse`,
      `designation=${supervisor}&experience=4`,
      `functional_area=${warehousing}&location=${sharjah}`,
      'salary_min=8000&salary_max=20000',
      'salary_min=10000',
      'salary_max=5000&keyword=driver',
      'employment_type=CONTRACTOR,TEMPORARY',
      'experience=0',
      'experience=20',
      // One filter alone: its own facet is the search's without it, the unfiltered one (`ownFacetsOf`).
      'posted_within=7',
      `designation=${supervisor}&page=2&page_size=2`,
      'location=999999',
      'posted_within=7&keyword=coordinator',
      'page=2&page_size=3',
      `keyword=warehouse&designation=${supervisor}&location=${sharjah}&salary_min=50000`,
      // Nothing matches: what each filter's removal brings back, with and without a keyword.
      `posted_within=1&location=${dubai}&experience=20`,
      `keyword=warehouse&posted_within=3&experience=20&employment_type=CONTRACTOR`,
      `location=${dubai},${jebelAli}&designation=${supervisor}&functional_area=${warehousing}&employment_type=CONTRACTOR,TEMPORARY`,
      `location=999999&keyword=freight`,
      // The keyword's relaxation walks the narrowest list filter's postings (one place, or not places).
      `keyword=zzzqx&location=${dubai}&designation=${supervisor}`,
      `keyword=warehouse&location=${dubai},${sharjah}&employment_type=TEMPORARY&experience=20`,
      `keyword=warehouse&location=${jebelAli}&functional_area=${warehousing}&salary_min=900000`,
      // Several filters, no keyword: each filter's facet from the search without it, the pass over
      // the narrowest filter's rows (one value's postings, several values', the "posted" prefix, all).
      `location=${dubai},${sharjah}&designation=${supervisor}&sort=date`,
      `location=${dubai}&posted_within=7&experience=4`,
      'experience=4&salary_min=8000',
      `employment_type=CONTRACTOR,FULL_TIME&location=${sharjah}&functional_area=${warehousing}&experience=0`,
      `designation=${supervisor}&salary_min=900000&location=${dubai}`,
    ];
    for (const qs of queries) {
      const q = jobSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(qs)));
      const inSql = await answer(q, false);
      const inMemory = await answer(q, true);
      expect({ qs, ...inMemory }).toEqual({ qs, ...inSql });
    }
  });

  it('counts a job listing a place twice once, as the SQL does', async () => {
    const dubai = m('states', 'dubai');
    const [row] = await queryRows<{ id: number; ids: string }>(
      t.database.db,
      sql`select id, location_ids::text as ids from jobs where status = 'published' and ${dubai} = any(location_ids)
        order by id limit 1`,
    );
    expect(row).toBeDefined();
    // Written outside the app (which keeps each place once): the place twice.
    await t.database.db.execute(
      sql`update jobs set location_ids = location_ids || ${dubai}::int where id = ${row?.id}`,
    );
    try {
      // Alone, and driving the pass of a search with another filter (the years have no postings).
      for (const query of [{ location: String(dubai) }, { location: String(dubai), experience: '0' }]) {
        const q = jobSearchQuerySchema.parse(query);
        const inSql = await answer(q, false);
        expect(await answer(q, true)).toEqual(inSql);
      }
    } finally {
      await t.database.db.execute(
        sql`update jobs set location_ids = ${row?.ids}::int[] where id = ${row?.id}`,
      );
    }
  });

  it('keeps a chosen designation past the 30 busiest in its facet, with its count, as the SQL does', async () => {
    const token = await signIn(t.app, 'employer', DEMO.employer);
    const designations = await queryRows<{ id: number; used: boolean }>(
      t.database.db,
      sql`select id, id in (select designation_id from jobs where designation_id is not null) as used
        from master_items where list = 'designations' order by id`,
    );
    expect(designations.length).toBeGreaterThan(31);
    // The largest designation no job has: with one job, ties by id put it last of them all.
    const chosen = String(designations.findLast((d) => !d.used)?.id);
    const posted: number[] = [];
    try {
      // One Dubai job in every designation, so more than 30 have jobs there.
      for (const d of designations)
        posted.push(
          await postJob(t.app, token, jobBody(m, { designation_id: Number(d.id), title: 'Tally Clerk' })),
        );
      const q = jobSearchQuerySchema.parse({ designation: chosen, location: String(m('states', 'dubai')) });
      const inSql = await answer(q, false);
      expect(inSql.meta.facets.designation.find((b) => b.id === chosen)?.count).toBeGreaterThan(0);
      expect(await answer(q, true)).toEqual(inSql);
    } finally {
      await t.database.db.execute(
        sql`update jobs set status = 'closed' where id = any(${`{${posted.join(',')}}`}::int[])`,
      );
    }
  });

  it('drops the index on a job change, so a closed job leaves the counts at once', async () => {
    const q = jobSearchQuerySchema.parse({ keyword: 'warehouse' });
    publish(t.database.db, 'jobs.changed', log);
    const before = await searchJobs(t.database.db, q, { cacheSeconds: 0, memory: true });
    const first = before.data[0];
    expect(first).toBeDefined();
    await t.database.db.execute(sql`update jobs set status = 'closed' where id = ${first?.id}`);
    publish(t.database.db, 'jobs.changed', log);
    const after = await searchJobs(t.database.db, q, { cacheSeconds: 0, memory: true });
    expect(after.meta.total).toBe(before.meta.total - 1);
    expect(after.data.map((h) => h.id)).not.toContain(first?.id);
  });
});
