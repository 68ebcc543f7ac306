import type { CvFacets, CvSearchRow } from '@portal/contract/cv-search';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseOf, setupFile } from '../../../test/helpers/app';
import { type AllMasters, allMasters, listedCandidate, uniqueWord } from '../../../test/helpers/cv-fixture';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { newTenant } from '../../../test/helpers/tenancy';
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

type SearchBody = { data: CvSearchRow[]; meta: { total: number; facets: CvFacets }; message?: unknown };

const search = (params: Record<string, string>, token = employer) =>
  t.app.inject({
    method: 'GET',
    url: `/api/search/candidate?${new URLSearchParams(params)}`,
    headers: token ? bearer(token) : {},
  });
async function found(params: Record<string, string>, token = employer) {
  const res = await search(params, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SearchBody>();
}
const names = (body: SearchBody) => body.data.map((r) => r.first_name).sort();

describe('CV search: boolean keywords', () => {
  let tag: string;
  beforeAll(async () => {
    tag = uniqueWord();
    await listedCandidate(t.app, m, {
      first_name: 'Amal',
      headline: `Forklift operator ${tag}`,
      cv: `Operated a reach truck and counterbalance forklift in a bonded warehouse ${tag}`,
    });
    await listedCandidate(t.app, m, {
      first_name: 'Bilal',
      headline: `Customs clearance officer ${tag}`,
      cv: `Declarations on Dubai Trade, clearance of sea freight at Jebel Ali ${tag}`,
    });
    await listedCandidate(t.app, m, {
      first_name: 'Chitra',
      headline: `Warehouse assistant ${tag}`,
      cv: `Drove forklifts; trained in hazmat handling and dangerous goods ${tag}`,
    });
  });

  // TAG stands for the suite's own word (made in beforeAll, after the table is built).
  it.each([
    ['TAG forklift*', ['Amal', 'Chitra']],
    ['TAG AND "reach truck"', ['Amal']],
    ['TAG (customs OR hazmat)', ['Bilal', 'Chitra']],
    ['TAG forklift* -hazmat', ['Amal']],
    ['TAG NOT customs', ['Amal', 'Chitra']],
    ['TAG clearance OR TAG hazmat', ['Bilal', 'Chitra']],
    ['"TAG" warehouse', ['Amal', 'Chitra']],
    // Phrases mean neighbouring words: two words a stop word apart are not the phrase of the two.
    ['TAG "counterbalance forklift"', ['Amal']],
    ['TAG "truck counterbalance"', []],
    ['TAG "truck and counterbalance"', ['Amal']],
    ['TAG "reach truck and counterbalance"', ['Amal']],
    ['TAG "truck reach"', []],
    ['TAG -"reach truck and counterbalance"', ['Bilal', 'Chitra']],
  ])('%s', async (q, expected) => {
    expect(names(await found({ q: q.replaceAll('TAG', tag) }))).toEqual(expected);
  });

  it('combines the advanced boxes: all of, any of, none of', async () => {
    const body = await found({ all: tag, any: 'customs forklift*', none: 'hazmat' });
    expect(names(body)).toEqual(['Amal', 'Bilal']);
  });

  it('marks the matched words in passages of the CV text', async () => {
    const body = await found({ q: `${tag} "reach truck"` });
    const parts = body.data[0]?.snippets.flat() ?? [];
    expect(parts.filter((p) => p.hit).map((p) => p.text.toLowerCase())).toEqual(
      expect.arrayContaining(['reach', 'truck']),
    );
    expect(parts.map((p) => p.text).join('')).toContain('bonded warehouse');
  });

  it('shows passages without the control characters a stored summary may hold, marking only the matched words', async () => {
    const own = uniqueWord();
    const mira = await listedCandidate(t.app, m, {
      first_name: 'Mira',
      headline: `Stock controller ${own}`,
      summary: `Ran cycle counts in a bonded warehouse ${own}`,
    });
    // The forms refuse control characters; a row written before that rule, or by hand, may hold them.
    await databaseOf(t.app).db.execute(
      sql`update candidate_profiles set summary = ${`Ran \u0002cycle\u0003 counts\u0004 in a bonded warehouse ${own}`}
        where user_id = ${mira.id}`,
    );
    const parts = (await found({ q: own })).data[0]?.snippets.flat() ?? [];
    expect(parts.filter((p) => p.hit).map((p) => p.text.toLowerCase())).toEqual([own.toLowerCase()]);
    expect(parts.map((p) => p.text).join('')).toContain('cycle counts in a bonded warehouse');
  });

  it('looks for passages in the first 100,000 characters of a long CV, counted as characters, not bytes', async () => {
    const own = uniqueWord();
    const setCv = async (name: string, cv: string) => {
      const c = await listedCandidate(t.app, m, { first_name: name, headline: `Storekeeper ${own}` });
      await databaseOf(t.app).db.execute(
        sql`update candidate_profiles set cv_text = ${cv} where user_id = ${c.id}`,
      );
    };
    // 7 characters and 13 bytes a word: the word sought is past 100,000 bytes, within 100,000 characters.
    await setCv('Nawal', `${'مستودع '.repeat(8_500)}${own} at the end`);
    await setCv('Omar', `${'x '.repeat(50_001)}${own} past the limit`);
    const rows = (await found({ q: own })).data;
    const hits = (name: string) =>
      rows
        .find((r) => r.first_name === name)
        ?.snippets.flat()
        .filter((p) => p.hit)
        .map((p) => p.text.toLowerCase());
    expect(hits('Nawal')).toEqual([own.toLowerCase()]);
    expect(hits('Omar')).toEqual([]);
  });

  it.each([
    ['forklift AND', 'AND needs a word before it and after it.'],
    ['(forklift OR reach', 'A bracket is not closed: add the closing ).'],
    ['forklift)', 'A closing bracket ) has no opening one.'],
    ['"reach truck', 'A quote is not closed: add the closing ".'],
    ['f*', '"f*": put at least 2 letters or digits (and nothing else) before the *.'],
    ['fork*lift', '"fork*lift": a * goes only at the end of a word, as in forklift*.'],
    ['forklift - hazmat', 'Put the word to leave out right after the minus, as in -hazmat.'],
    ['OR customs', 'OR needs a word before it and after it.'],
    ['()', 'The brackets are empty: put words between them.'],
  ])('refuses %j with a clear message', async (q, message) => {
    const res = await search({ q });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: { q: [message] } });
  });

  it('names the advanced box that is malformed', async () => {
    const res = await search({ none: '"hazmat' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: { none: ['A quote is not closed: add the closing ".'] } });
  });

  // Each run is a real search; on a loaded 2-core machine 150 of them take well over the default 30 s.
  it('never answers 500, whatever is typed', { timeout: 120_000 }, async () => {
    const alphabet = fc.constantFrom(
      ...'ab zy()"-*:&|!<>\\\'%_;AND OR NOT ñ ½ ŉ ß \u0000\u0002\u0004 تصريح 1 2'.split(''),
      ' AND ',
      ' OR ',
      ' NOT ',
      'forklift',
      ':*',
      '\\',
    );
    await fc.assert(
      fc.asyncProperty(fc.array(alphabet, { maxLength: 40 }), async (parts) => {
        const res = await search({ q: parts.join('') });
        expect([200, 400]).toContain(res.statusCode);
      }),
      { numRuns: 150 },
    );
  });
});

describe('CV search: filters, facets, who is listed', () => {
  let tag: string;
  beforeAll(async () => {
    tag = uniqueWord();
    await listedCandidate(t.app, m, {
      first_name: 'Dina',
      headline: `Reefer planner ${tag}`,
      skills: ['forklift-operation', 'cold-chain-monitoring'],
      state: 'abu-dhabi',
      experience: 8,
      visa: 'golden-visa',
      notice: 'immediate',
      desiredLocations: ['dubai'],
      desiredIndustries: ['fmcg', 'food-beverage'],
      expectedSalary: 9000,
      certification: { slug: 'iata-dgr', expires_on: '2020-06-01', issued_on: '2018-06-01' },
      education: 'mba',
      current: {
        company: 'Gulf Cold Stores',
        job_title: 'Reefer Planner',
        designation: 'supply-chain-planner',
      },
    });
    await listedCandidate(t.app, m, {
      first_name: 'Eesa',
      headline: `Forklift driver ${tag}`,
      skills: ['forklift-operation'],
      state: 'dubai',
      experience: 3,
      notice: '1-month',
      expectedSalary: 4000,
      certification: { slug: 'iata-dgr', expires_on: '2099-01-01' },
      cv: `Forklift licence, five years in Jebel Ali ${tag}`,
    });
    await listedCandidate(t.app, m, { first_name: 'Hidden', headline: `Forklift ${tag}`, hidden: true });
    await listedCandidate(t.app, m, { first_name: 'Partial', headline: `Forklift ${tag}`, incomplete: true });
  });

  it('leaves out hidden candidates and those without a complete basic profile', async () => {
    expect(names(await found({ q: tag }))).toEqual(['Dina', 'Eesa']);
  });

  it.each([
    [
      () => ({ skills: `${m('skills', 'forklift-operation')},${m('skills', 'cold-chain-monitoring')}` }),
      ['Dina'],
    ],
    [() => ({ current_location: String(m('states', 'dubai')) }), ['Eesa']],
    [() => ({ current_location: String(m('countries', 'united-arab-emirates')) }), ['Dina', 'Eesa']],
    [() => ({ desired_location: String(m('states', 'dubai')) }), ['Dina']],
    [() => ({ designation: String(m('designations', 'supply-chain-planner')) }), ['Dina']],
    [() => ({ experience_min: '5', experience_max: '10' }), ['Dina']],
    [() => ({ salary_max: '5000' }), ['Eesa']],
    [() => ({ visa_status: String(m('visa_statuses', 'golden-visa')) }), ['Dina']],
    [() => ({ notice_period: String(m('notice_periods', '1-month')) }), ['Eesa']],
    [() => ({ education_level: String(m('education_levels', 'mba')) }), ['Dina']],
    [() => ({ certification: String(m('certifications', 'iata-dgr')) }), ['Dina', 'Eesa']],
    [
      () => ({ certification: String(m('certifications', 'iata-dgr')), certification_valid: 'true' }),
      ['Eesa'],
    ],
    [() => ({ has_cv: 'true' }), ['Eesa']],
    [() => ({ industry: String(m('industries', 'fmcg')) }), ['Dina']],
    [() => ({ active_within: '7', updated_within: '1' }), ['Dina', 'Eesa']],
  ])('filter %#', async (params, expected) => {
    expect(names(await found({ q: tag, ...params() }))).toEqual(expected);
  });

  it('shows the current role, place, notice period and what matched', async () => {
    const body = await found({ q: tag, skills: String(m('skills', 'cold-chain-monitoring')) });
    expect(body.data[0]).toMatchObject({
      first_name: 'Dina',
      current_title: 'Reefer Planner',
      current_employer: 'Gulf Cold Stores',
      location: 'Abu Dhabi, United Arab Emirates',
      total_experience_years: 8,
      expected_salary: 9000,
      notice_period: 'Immediate',
      matched: ['Cold chain monitoring'],
    });
  });

  it('counts facets over the other filters', async () => {
    const dubai = m('states', 'dubai');
    const body = await found({ q: tag, current_location: String(dubai) });
    expect(body.meta.total).toBe(1);
    // The place facet ignores its own filter: both emirates stay countable.
    expect(body.meta.facets.current_location.map((f) => [f.name, f.count]).sort()).toEqual([
      ['Abu Dhabi', 1],
      ['Dubai', 1],
    ]);
    // Skills count within the result.
    expect(body.meta.facets.skills).toEqual([
      {
        id: m('skills', 'forklift-operation'),
        name: 'Forklift operation',
        name_ar: 'تشغيل الرافعة الشوكية',
        count: 1,
      },
    ]);
  });

  it('counts desired industries, each over the other filters', async () => {
    const fmcg = m('industries', 'fmcg');
    const body = await found({ q: tag, industry: String(fmcg) });
    expect(body.meta.total).toBe(1);
    expect(body.meta.facets.industry.map((f) => f.id).sort()).toEqual(
      [fmcg, m('industries', 'food-beverage')].sort(),
    );
    expect(body.data[0]?.matched).toContain(body.meta.facets.industry.find((f) => f.id === fmcg)?.name);
  });

  it('counts education levels and certificates, valid ones only when asked', async () => {
    const iata = m('certifications', 'iata-dgr');
    const all = await found({ q: tag });
    expect(all.meta.facets.education_level).toEqual([
      { id: m('education_levels', 'mba'), name: expect.any(String), name_ar: expect.any(String), count: 1 },
    ]);
    expect(all.meta.facets.certification).toEqual([
      { id: iata, name: expect.any(String), name_ar: expect.any(String), count: 2 },
    ]);
    // Choosing the certificate keeps its own count over the rest (disjunctive), the valid switch
    // leaves Dina's expired one out of the count as out of the result.
    const valid = await found({ q: tag, certification: String(iata), certification_valid: 'true' });
    expect(valid.meta.facets.certification).toEqual([
      { id: iata, name: expect.any(String), name_ar: expect.any(String), count: 1 },
    ]);
    const mba = await found({ q: tag, education_level: String(m('education_levels', 'mba')) });
    expect(mba.meta.total).toBe(1);
    expect(mba.meta.facets.certification).toEqual([
      { id: iata, name: expect.any(String), name_ar: expect.any(String), count: 1 },
    ]);
  });

  it('sorts by experience and pages', async () => {
    const first = await found({ q: tag, sort: 'experience', page_size: '1' });
    expect(first.meta.total).toBe(2);
    expect(names(first)).toEqual(['Dina']);
    const second = await found({ q: tag, sort: 'experience', page_size: '1', page: '2' });
    expect(names(second)).toEqual(['Eesa']);
  });

  it.each([
    [{ sort: 'name' }, 'sort'],
    [{ skills: 'forklift' }, 'skills'],
    [{ experience_min: '9', experience_max: '2' }, 'experience_max'],
    [{ active_within: '5' }, 'active_within'],
    [{ has_cv: 'maybe' }, 'has_cv'],
    [{ colour: 'blue' }, 'colour'],
  ])('refuses bad filter values: %j', async (params, field) => {
    const res = await search(params as Record<string, string>);
    expect(res.statusCode).toBe(400);
    const fields = Object.keys(res.json<{ message: Record<string, unknown> }>().message);
    expect(fields.some((f) => f === field || f.startsWith(`${field}.`))).toBe(true);
  });
});

describe('CV search: who may search', () => {
  it('is open to organisations with cv.search, closed to candidates and guests', async () => {
    const admin = await signIn(t.app, 'admin', DEMO.master_admin);
    const tenant = await newTenant(t.app, admin, 'consultancy', `Search Tenant ${uniqueWord()}`);
    for (const token of [employer, admin, tenant.token, await signIn(t.app, 'admin', DEMO.ats)])
      expect((await search({ q: 'forklift' }, token)).statusCode).toBe(200);
    expect(
      (await search({ q: 'forklift' }, await signIn(t.app, 'candidate', DEMO.candidate))).statusCode,
    ).toBe(403);
    expect((await search({ q: 'forklift' }, '')).statusCode).toBe(401);
  });
});

describe('CV search: follows profile changes at once', () => {
  it('drops a candidate who hides the profile, and finds the new headline', async () => {
    const [before, after] = [uniqueWord(), uniqueWord()];
    const cand = await listedCandidate(t.app, m, {
      first_name: 'Farah',
      headline: `Reefer planner ${before}`,
    });
    expect(names(await found({ q: before }))).toEqual(['Farah']);
    const update = (method: 'PATCH' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, headers: bearer(cand.token), payload });
    expect((await update('PATCH', '/api/candidate/update', { hidden: true })).statusCode).toBe(200);
    expect((await found({ q: before })).meta.total).toBe(0);
    expect((await update('PATCH', '/api/candidate/update', { hidden: false })).statusCode).toBe(200);
    expect(
      (await update('PUT', '/api/candidate/summary', { headline: `Yard lead ${after}`, summary: '' }))
        .statusCode,
    ).toBe(200);
    expect(names(await found({ q: after }))).toEqual(['Farah']);
    expect((await found({ q: before })).meta.total).toBe(0);
  });
});

describe("a row's place, notice period and what matched, named from the master data", () => {
  /** The Arabic names of master items, as the back office keeps them. */
  const arabic = async (...ids: number[]) => {
    const rows = await queryRows<{ id: number; name_ar: string | null }>(
      t.database.db,
      sql`select id, name_ar from master_items where id = any(${`{${ids.join(',')}}`}::int[])`,
    );
    return ids.map((id) => rows.find((r) => r.id === id)?.name_ar ?? null);
  };
  const rowsOf = async (params: Record<string, string>) =>
    (await found(params)).data.sort((a, b) => a.first_name.localeCompare(b.first_name));

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
    expect(await rowsOf({ q: tag })).toEqual([
      expect.objectContaining({
        first_name: 'Rana',
        location: 'Jebel Ali, Dubai, United Arab Emirates',
        location_ar: `${jebelAli}، ${dubai}، ${uae}`,
        notice_period: '1 month',
        notice_period_ar: month,
      }),
      expect.objectContaining({
        first_name: 'Sami',
        location: 'Sharjah, United Arab Emirates',
        location_ar: `${sharjah}، ${uae}`,
        notice_period: null,
        notice_period_ar: null,
      }),
    ]);
  });

  it('shows the English name where an item has no Arabic one', async () => {
    const tag = uniqueWord();
    await t.database.db.execute(
      sql`update master_items set name_ar = null where id = ${m('cities', 'al-quoz')}`,
    );
    await listedCandidate(t.app, m, { first_name: 'Tariq', headline: `Planner ${tag}`, city: 'al-quoz' });
    const [dubai, uae] = await arabic(m('states', 'dubai'), m('countries', 'united-arab-emirates'));
    const [row] = await rowsOf({ q: tag });
    expect(row?.location).toBe('Al Quoz, Dubai, United Arab Emirates');
    expect(row?.location_ar).toBe(`Al Quoz، ${dubai}، ${uae}`);
  });

  it('names the chosen filter values the row holds, by name, and none it lacks', async () => {
    const tag = uniqueWord();
    await listedCandidate(t.app, m, {
      first_name: 'Yusuf',
      headline: `Planner ${tag}`,
      notice: '1-month',
      skills: ['forklift-operation', 'cold-chain-monitoring'],
    });
    const [row] = await rowsOf({
      q: tag,
      skills: `${m('skills', 'forklift-operation')},${m('skills', 'cold-chain-monitoring')}`,
      current_location: `${m('states', 'dubai')},${m('states', 'sharjah')}`,
      notice_period: `${m('notice_periods', '1-month')},${m('notice_periods', 'immediate')}`,
    });
    expect(row?.matched).toEqual(['1 month', 'Cold chain monitoring', 'Dubai', 'Forklift operation']);
    // Without filters, nothing to tell.
    expect((await rowsOf({ q: tag }))[0]?.matched).toEqual([]);
  });
});
