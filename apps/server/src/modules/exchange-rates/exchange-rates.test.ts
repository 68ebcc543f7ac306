import { PERIODS_PER_MONTH } from '@portal/contract/exchange-rates';
import type { JobHit } from '@portal/contract/jobs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { jobBody, loadMasters, type Masters, postJob } from '../../../test/helpers/jobs';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { queryRows } from '../../core/db/client';

let t: Awaited<ReturnType<typeof setupFile>>;
let m: Masters;
let employer: string;
let admin: string;
beforeAll(async () => {
  // Answers reused as in production, so a rate change must drop them.
  t = await setupFile({ WORKER: 'off', SEARCH_CACHE_SECONDS: '60' });
  m = await loadMasters(t.app);
  employer = await signIn(t.app, 'employer', DEMO.employer);
  admin = await signIn(t.app, 'admin', DEMO.master_admin);
});
afterAll(() => t.close());

const muscat = () => [
  {
    country_id: m('countries', 'oman'),
    state_id: m('states', 'muscat-governorate'),
    city_id: m('cities', 'muscat'),
  },
];
const search = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/jobs/search?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: JobHit[] }>().data;
};
const putRate = (currency: string, payload: unknown, token = admin) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/master/exchange-rates/${currency}`,
    headers: bearer(token),
    payload: payload as Record<string, unknown>,
  });

describe('salaries in several currencies', () => {
  it('a minimum salary finds a job paying more in another currency, and not one paying less in AED', async () => {
    const omr = await postJob(
      t.app,
      employer,
      jobBody(m, {
        title: 'Zephyrquay Port Planner',
        locations: muscat(),
        salary_min: 600,
        salary_max: 900,
        salary_currency: 'OMR',
      }),
    );
    const yearly = await postJob(
      t.app,
      employer,
      jobBody(m, {
        title: 'Zephyrquay Yard Controller',
        salary_min: 96_000,
        salary_max: 120_000,
        salary_currency: 'SAR',
        salary_period: 'YEAR',
      }),
    );
    const low = await postJob(
      t.app,
      employer,
      jobBody(m, { title: 'Zephyrquay Store Assistant', salary_min: 3500, salary_max: 4500 }),
    );
    const hits = await search('keyword=zephyrquay&salary_min=5000');
    expect(hits.map((h) => h.id).sort()).toEqual([omr, yearly].sort());
    const omrHit = hits.find((h) => h.id === omr);
    // OMR 600–900 at 9.551365 AED: about AED 5,731–8,596 a month.
    expect(omrHit).toMatchObject({
      salary_min: 600,
      salary_currency: 'OMR',
      salary_min_aed_month: 5731,
      salary_max_aed_month: 8596,
    });
    // SAR 96,000 a year is SAR 8,000 a month, about AED 7,835.
    expect(hits.find((h) => h.id === yearly)?.salary_min_aed_month).toBe(7835);
    // A maximum compares per month and in AED as well.
    const capped = await search('keyword=zephyrquay&salary_max=5000');
    expect(capped.map((h) => h.id)).toEqual([low]);
  });

  it('every period counts per month', async () => {
    const rows = await queryRows<{ period: string; aed: number }>(
      t.database.db,
      sql`select p as period, salary_aed_month(1200, 'AED', p) as aed from unnest(${`{${Object.keys(PERIODS_PER_MONTH).join(',')}}`}::text[]) p`,
    );
    for (const r of rows)
      expect(r.aed, r.period).toBe(
        Math.round(1200 * PERIODS_PER_MONTH[r.period as keyof typeof PERIODS_PER_MONTH]),
      );
  });

  it("staff change a rate and that currency's jobs compare at the new rate at once", async () => {
    const id = await postJob(
      t.app,
      employer,
      jobBody(m, {
        title: 'Quillomar Customs Lead',
        salary_min: 700,
        salary_max: 800,
        salary_currency: 'BHD',
      }),
    );
    // BHD 700 at 9.767287: AED 6,837.
    expect((await search('keyword=quillomar&salary_min=6000')).map((h) => h.id)).toEqual([id]);
    const res = await putRate('BHD', { aed_per_unit: 5 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ currency: 'BHD', aed_per_unit: 5 });
    expect(await search('keyword=quillomar&salary_min=6000')).toEqual([]);
    const [hit] = await search('keyword=quillomar');
    expect(hit?.salary_min_aed_month).toBe(3500);
    const rates = (await t.app.inject({ method: 'GET', url: '/api/master/exchange-rates' })).json().data;
    expect(rates).toContainEqual(expect.objectContaining({ currency: 'BHD', aed_per_unit: 5 }));
    expect(rates).toContainEqual(expect.objectContaining({ currency: 'AED', aed_per_unit: 1 }));
  });

  it('only staff with master_data.manage set rates, and a bad rate is refused by name', async () => {
    expect((await putRate('USD', { aed_per_unit: 3.7 }, employer)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/master/exchange-rates/USD',
          payload: { aed_per_unit: 3.7 },
        })
      ).statusCode,
    ).toBe(401);
    const zero = await putRate('USD', { aed_per_unit: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toEqual({ aed_per_unit: ['The rate must be more than 0'] });
    const base = await putRate('AED', { aed_per_unit: 2 });
    expect(base.statusCode).toBe(400);
    expect(base.json().message.aed_per_unit[0]).toMatch(/base currency/);
    expect((await putRate('XYZ', { aed_per_unit: 2 })).statusCode).toBe(400);
    expect((await putRate('USD', { aed_per_unit: 'lots' })).json().message).toEqual({
      aed_per_unit: ['Enter the rate as a number'],
    });
  });
});
