import { PERIODS_PER_MONTH } from '@portal/contract/exchange-rates';
import type { SalaryIndexEntry, SalaryInsight } from '@portal/contract/salary-insights';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { jobBody, loadMasters, type Masters, newEmployer, postJob } from '../../../test/helpers/jobs';
import { DEMO, signIn } from '../../../test/helpers/requests';
import { queryRows } from '../../core/db/client';
import { monthStart } from './snapshot';

let t: Awaited<ReturnType<typeof setupFile>>;
let m: Masters;
let employer: string;
let admin: string;
let other: string;
beforeAll(async () => {
  // Figures computed on every request, so each test sees the jobs it posted.
  t = await setupFile({ WORKER: 'off', SALARY_INSIGHTS_CACHE_SECONDS: '0' });
  m = await loadMasters(t.app);
  employer = await signIn(t.app, 'employer', DEMO.employer);
  admin = await signIn(t.app, 'admin', DEMO.master_admin);
  other = (await newEmployer(t.app, admin, 'Salary Check Haulage LLC')).token;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** The quartile by linear interpolation between the two nearest ranks (as PostgreSQL's percentile_cont). */
function quantile(sorted: number[], p: number): number {
  const pos = p * (sorted.length - 1);
  const lo = Math.floor(pos);
  const a = sorted[lo] ?? 0;
  const b = sorted[Math.min(lo + 1, sorted.length - 1)] ?? a;
  return Math.round(a + (b - a) * (pos - lo));
}

type Raw = {
  id: number;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string;
  salary_period: keyof typeof PERIODS_PER_MONTH;
  month: string;
};

/**
 * The figures computed here from the raw postings (their salary, currency and period, and the
 * exchange rates), without the database's AED-a-month columns or its percentile functions.
 */
async function expected(designation: string, place: { state?: string; country?: string } = {}) {
  const from = monthStart(new Date(), 11);
  const rates = new Map(
    (
      await queryRows<{ currency: string; aed: string }>(
        t.database.db,
        sql`select currency, aed_per_unit::text as aed from exchange_rates`,
      )
    ).map((r) => [r.currency, Number(r.aed)]),
  );
  const raws = await queryRows<Raw>(
    t.database.db,
    sql`select distinct j.id, j.salary_min, j.salary_max, j.salary_currency, j.salary_period,
        to_char(j.published_at at time zone 'UTC', 'YYYY-MM') as month
      from jobs j join job_locations l on l.job_id = j.id
      join master_items d on d.id = j.designation_id
      join master_items c on c.id = l.country_id
      left join master_items s on s.id = l.state_id
      where d.slug = ${designation} and j.status <> 'draft' and j.salary_visible
        and (j.salary_min is not null or j.salary_max is not null)
        and j.published_at >= ${from.toISOString()}
        ${place.state ? sql`and s.slug = ${place.state}` : sql``}
        ${place.country ? sql`and c.slug = ${place.country}` : sql``}`,
  );
  const aedMonth = (v: number, r: Raw) =>
    Math.round(v * (rates.get(r.salary_currency) ?? Number.NaN) * PERIODS_PER_MONTH[r.salary_period]);
  const pays = raws.map((r) => {
    const lo = aedMonth(r.salary_min ?? r.salary_max ?? 0, r);
    const hi = aedMonth(r.salary_max ?? r.salary_min ?? 0, r);
    return { pay: (lo + hi) / 2, month: r.month };
  });
  const figures = (list: number[]) => {
    const s = [...list].sort((a, b) => a - b);
    return { postings: s.length, q1: quantile(s, 0.25), median: quantile(s, 0.5), q3: quantile(s, 0.75) };
  };
  const byMonth = new Map<string, number[]>();
  for (const p of pays) byMonth.set(p.month, [...(byMonth.get(p.month) ?? []), p.pay]);
  return { all: figures(pays.map((p) => p.pay)), byMonth };
}

/** A designation no demo job has, so a test's postings are all its figures are made of. */
async function unusedDesignation(skip: string[] = []): Promise<string> {
  const [row] = await queryRows<{ slug: string }>(
    t.database.db,
    sql`select slug from master_items d where d.list = 'designations' and d.active
      and not exists (select 1 from jobs j where j.designation_id = d.id)
      and not (d.slug = any(${`{${skip.join(',') || 'none'}}`}::text[]))
      order by d.slug limit 1`,
  );
  if (!row) throw new Error('no unused designation');
  return row.slug;
}

const dubai = () => [
  {
    country_id: m('countries', 'united-arab-emirates'),
    state_id: m('states', 'dubai'),
    city_id: m('cities', 'jebel-ali'),
  },
];

describe('salary insights', () => {
  it("the demo's pages: figures and trend equal a computation from the raw postings", async () => {
    const index = await get('/api/salaries');
    expect(index.statusCode).toBe(200);
    const entries = index.json<{ data: SalaryIndexEntry[] }>().data;
    const wm = entries.find((e) => e.designation.slug === 'warehouse-manager');
    expect(wm?.places.map((p) => p.slug)).toEqual(expect.arrayContaining(['dubai', 'abu-dhabi']));

    const res = await get('/api/salaries/warehouse-manager/dubai');
    expect(res.statusCode).toBe(200);
    const page = res.json<{ data: SalaryInsight }>().data;
    const want = await expected('warehouse-manager', { state: 'dubai' });
    expect(page).toMatchObject({
      ...want.all,
      designation: { slug: 'warehouse-manager', name: 'Warehouse Manager', name_ar: 'مدير مستودع' },
      place: { slug: 'dubai', name: 'Dubai', name_ar: 'دبي', kind: 'emirate' },
    });
    expect(page.trend).toHaveLength(12);
    for (const point of page.trend) {
      const pays = want.byMonth.get(point.month) ?? [];
      expect(point.postings, point.month).toBe(pays.length);
      const s = [...pays].sort((a, b) => a - b);
      expect(point.median, point.month).toBe(pays.length >= 5 ? quantile(s, 0.5) : null);
    }
    // The seed's demo gives every month its five postings (the trend is whole).
    expect(page.trend.filter((p) => p.median !== null).length).toBeGreaterThanOrEqual(10);

    // A country outside the UAE, its salaries in SAR: normalised to AED a month.
    const saudi = await get('/api/salaries/demand-planner/saudi-arabia');
    expect(saudi.statusCode).toBe(200);
    expect(saudi.json().data).toMatchObject({
      ...(await expected('demand-planner', { country: 'saudi-arabia' })).all,
      place: { kind: 'country' },
    });
  });

  it('4 postings give no figure anywhere; the 5th makes the page, in every currency and period', async () => {
    const slug = await unusedDesignation();
    const designation_id = m('designations', slug);
    const post = (token: string, o: Record<string, unknown>) =>
      postJob(t.app, token, jobBody(m, { designation_id, locations: dubai(), ...o }));
    await post(employer, { salary_min: 9000, salary_max: 11000 });
    await post(other, { salary_min: 120_000, salary_max: 150_000, salary_period: 'YEAR' });
    await post(admin, { salary_min: 700, salary_max: 900, salary_currency: 'OMR' });
    await post(employer, { salary_min: 60, salary_max: null, salary_period: 'HOUR' });
    // Hidden salaries and drafts are never counted.
    await post(other, { salary_min: 1, salary_max: 2, salary_visible: false });
    await post(other, { salary_min: 1, salary_max: 2, status: 'draft' });

    for (const url of [`/api/salaries/${slug}`, `/api/salaries/${slug}/dubai`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toMatch(/Not enough postings/);
      expect(res.json()).not.toHaveProperty('data');
      expect(res.json().message).not.toMatch(/\d/);
    }
    expect((await get(`/api/salaries/summary?designation=${slug}&place=dubai`)).json().data).toBeNull();
    expect((await get('/api/salaries')).body).not.toContain(`"${slug}"`);
    expect((await get('/sitemap.xml')).body).not.toContain(`/salaries/${slug}`);

    await post(other, { salary_min: 8000, salary_max: 8000, salary_currency: 'SAR' });
    const res = await get(`/api/salaries/${slug}/dubai`);
    expect(res.statusCode).toBe(200);
    const want = await expected(slug, { state: 'dubai' });
    expect(want.all.postings).toBe(5);
    expect(res.json().data).toMatchObject(want.all);
    expect((await get(`/api/salaries/${slug}`)).json().data).toMatchObject({
      ...want.all,
      places: [expect.objectContaining({ slug: 'dubai', ...want.all })],
    });
    const summary = (await get(`/api/salaries/summary?designation=${slug}&place=dubai`)).json().data;
    expect(summary).toMatchObject({ ...want.all, place: { slug: 'dubai' } });
    expect((await get('/sitemap.xml')).body).toContain(`/salaries/${slug}/dubai`);
  });

  it("five postings of one organisation never make a figure: that organisation's pay stays its own", async () => {
    const slug = await unusedDesignation(['__none__']);
    const designation_id = m('designations', slug);
    // The previous test may have taken the first unused designation: take whichever is free now.
    for (const pay of [5000, 6000, 7000, 8000, 9000])
      await postJob(t.app, employer, jobBody(m, { designation_id, salary_min: pay, salary_max: pay }));
    const res = await get(`/api/salaries/${slug}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).not.toHaveProperty('data');
    expect((await get(`/api/salaries/summary?designation=${slug}`)).json().data).toBeNull();
  });

  it('bad and unknown slugs: 400 for a malformed one, 404 for a page that does not exist', async () => {
    expect((await get('/api/salaries/Warehouse_Manager')).statusCode).toBe(400);
    expect((await get('/api/salaries/warehouse-manager/Dub%20ai')).statusCode).toBe(400);
    const unknown = await get('/api/salaries/astronaut');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No such salary page');
    expect((await get('/api/salaries/warehouse-manager/atlantis')).statusCode).toBe(404);
    // A place of a designation's page is an emirate or a country, never a city.
    expect((await get('/api/salaries/warehouse-manager/jebel-ali')).statusCode).toBe(404);
  });

  it('pages: a title and description for search engines, 404 where the API has no figures', async () => {
    const html = { accept: 'text/html' };
    const page = await t.app.inject({
      method: 'GET',
      url: '/salaries/warehouse-manager/dubai',
      headers: html,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<title>Warehouse Manager in Dubai salary: AED [\d,]+–[\d,]+ a month \|/);
    expect(page.body).toMatch(
      /<meta name="description" content="Warehouse Manager in Dubai: the median posted salary is AED/,
    );
    expect(page.body).toContain('"@type":"Occupation"');
    expect((await t.app.inject({ method: 'GET', url: '/salaries', headers: html })).statusCode).toBe(200);
    for (const url of ['/salaries/astronaut', '/salaries/warehouse-manager/atlantis', '/salaries/Bad_Slug'])
      expect((await t.app.inject({ method: 'GET', url, headers: html })).statusCode, url).toBe(404);
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain('/salaries/warehouse-manager/dubai</loc>');
    expect(sitemap).toContain('/salaries</loc>');
  });
});
