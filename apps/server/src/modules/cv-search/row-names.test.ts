import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { type AllMasters, allMasters, listedCandidate, uniqueWord } from '../../../test/helpers/cv-fixture';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { queryRows } from '../../core/db/client';

let t: Awaited<ReturnType<typeof setupFile>>;
let m: AllMasters;
let employer: string;

beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  m = await allMasters(t.app);
  employer = await signIn(t.app, 'employer', DEMO.employer);
});
afterAll(() => t.close());

type Row = {
  first_name: string;
  matched: string[];
  location: string | null;
  location_ar: string | null;
  notice_period: string | null;
  notice_period_ar: string | null;
};

const search = async (q: string, filters: Record<string, string> = {}) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/search/candidate?${new URLSearchParams({ q, ...filters })}`,
    headers: bearer(employer),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Row[] }>().data.sort((a, b) => a.first_name.localeCompare(b.first_name));
};

/** The Arabic names of master items, as the back office keeps them. */
const arabic = async (...ids: number[]) => {
  const rows = await queryRows<{ id: number; name_ar: string | null }>(
    t.database.db,
    sql`select id, name_ar from master_items where id = any(${`{${ids.join(',')}}`}::int[])`,
  );
  return ids.map((id) => rows.find((r) => r.id === id)?.name_ar ?? null);
};

describe("a CV search row's place and notice period", () => {
  it('names the city, emirate and country it has, in English and in Arabic, and the notice period', async () => {
    const tag = uniqueWord();
    await listedCandidate(t.app, m, {
      first_name: 'Rana',
      headline: `Planner ${tag}`,
      state: 'dubai',
      city: 'jebel-ali',
      notice: '1-month',
    });
    await listedCandidate(t.app, m, { first_name: 'Sami', headline: `Planner ${tag}`, state: 'sharjah' });
    const [jebelAli, dubai, uae, sharjah, month] = await arabic(
      m('cities', 'jebel-ali'),
      m('states', 'dubai'),
      m('countries', 'united-arab-emirates'),
      m('states', 'sharjah'),
      m('notice_periods', '1-month'),
    );
    expect(jebelAli && dubai && uae && sharjah && month).toBeTruthy();

    expect(await search(tag)).toEqual(
      [
        {
          first_name: 'Rana',
          location: 'Jebel Ali, Dubai, United Arab Emirates',
          location_ar: `${jebelAli}، ${dubai}، ${uae}`,
          notice_period: '1 month',
          notice_period_ar: month,
        },
        {
          first_name: 'Sami',
          location: 'Sharjah, United Arab Emirates',
          location_ar: `${sharjah}، ${uae}`,
          notice_period: null,
          notice_period_ar: null,
        },
      ].map((expected) => expect.objectContaining(expected)),
    );
  });

  it('shows the English name where an item has no Arabic one', async () => {
    const tag = uniqueWord();
    const city = m('cities', 'al-quoz');
    await t.database.db.execute(sql`update master_items set name_ar = null where id = ${city}`);
    await listedCandidate(t.app, m, {
      first_name: 'Tariq',
      headline: `Planner ${tag}`,
      state: 'dubai',
      city: 'al-quoz',
    });
    const [dubai, uae] = await arabic(m('states', 'dubai'), m('countries', 'united-arab-emirates'));
    const [row] = await search(tag);
    expect(row?.location).toBe('Al Quoz, Dubai, United Arab Emirates');
    expect(row?.location_ar).toBe(`Al Quoz، ${dubai}، ${uae}`);
  });

  it('names the filters’ values the row holds, by name, and none it lacks', async () => {
    const tag = uniqueWord();
    await listedCandidate(t.app, m, {
      first_name: 'Yusuf',
      headline: `Planner ${tag}`,
      state: 'dubai',
      notice: '1-month',
      skills: ['forklift-operation', 'cold-chain-monitoring'],
    });
    const filters = {
      skills: `${m('skills', 'forklift-operation')},${m('skills', 'cold-chain-monitoring')}`,
      current_location: `${m('states', 'dubai')},${m('states', 'sharjah')}`,
      notice_period: `${m('notice_periods', '1-month')},${m('notice_periods', 'immediate')}`,
    };
    const [row] = await search(tag, filters);
    expect(row?.matched).toEqual(['1 month', 'Cold chain monitoring', 'Dubai', 'Forklift operation']);
    // Without filters, nothing to tell.
    expect((await search(tag))[0]?.matched).toEqual([]);
  });
});
