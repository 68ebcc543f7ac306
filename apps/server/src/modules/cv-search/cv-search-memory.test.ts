import { cvSearchQuerySchema } from '@portal/contract/cv-search';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseOf, setupFile } from '../../../test/helpers/app';
import {
  type AllMasters,
  addedCandidate,
  allMasters,
  listedCandidate,
  uniqueWord,
} from '../../../test/helpers/cv-fixture';
import { failStatements, holdStatements } from '../../../test/helpers/outage';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { adderAndOther, clientIdOfUser, type Tenant } from '../../../test/helpers/tenancy';
import { fileUpload, minimalPdf } from '../../../test/helpers/uploads';
import { isOutage } from '../../core/lib/outage';
import { createIndexRegistry } from '../../platform/indexes/registry';
import { cvIndex, cvIndexStats, trackCvIndex } from './changes';
import { searchCvDatabase } from './search';

let t: Awaited<ReturnType<typeof setupFile>>;
let m: AllMasters;
let employer: string;
/** The demo employer's organisation, and two that add candidates of their own. */
let demoOrg: number;
let adder: Tenant;
let other: Tenant;

beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  m = await allMasters(t.app);
  employer = await signIn(t.app, 'employer', DEMO.employer);
  demoOrg = await clientIdOfUser(t.database.db, DEMO.employer);
  ({ adder, other } = await adderAndOther(t.app));
});
afterAll(() => t.close());

const search = async (params: Record<string, string>) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/search/candidate?${new URLSearchParams(params)}`,
    headers: bearer(employer),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: number; first_name: string }[]; meta: { total: number } }>();
};
const names = (body: { data: { first_name: string }[] }) => body.data.map((r) => r.first_name).sort();

describe('CV search in memory answers as the SQL does', () => {
  let tag: string;
  beforeAll(async () => {
    tag = uniqueWord();
    const people = [
      {
        first_name: 'Asha',
        headline: `Forklift operator ${tag}`,
        cv: `Reach truck and counterbalance forklift in a bonded warehouse; hazmat trained ${tag}`,
        skills: ['forklift-operation'],
        state: 'dubai',
        experience: 4,
        visa: 'golden-visa',
        notice: 'immediate',
        desiredLocations: ['dubai', 'abu-dhabi'],
        expectedSalary: 4500,
        certification: { slug: 'iata-dgr', expires_on: '2099-01-01' },
      },
      {
        first_name: 'Badr',
        headline: `Customs clearance officer ${tag}`,
        cv: `Declarations on Dubai Trade, HS code classification, sea freight clearance ${tag}`,
        skills: ['cold-chain-monitoring'],
        state: 'abu-dhabi',
        experience: 9,
        notice: '1-month',
        desiredIndustries: ['fmcg'],
        expectedSalary: 12000,
        education: 'mba',
        certification: { slug: 'iata-dgr', expires_on: '2020-06-01', issued_on: '2018-06-01' },
      },
      {
        first_name: 'Chen',
        headline: `Warehouse supervisor ${tag}`,
        summary: `Forklift fleet, cold chain and reach truck teams ${tag}`,
        skills: ['forklift-operation', 'cold-chain-monitoring'],
        state: 'dubai',
        experience: 12,
        desiredDesignations: ['supply-chain-planner'],
        current: {
          company: 'Gulf Cold Stores',
          job_title: 'Supervisor',
          designation: 'supply-chain-planner',
        },
      },
      {
        first_name: 'Dev',
        headline: `Freight forwarding sales ${tag}`,
        cv: `Air freight and sea freight sales, air waybill, IATA cargo agent ${tag}`,
        state: 'sharjah',
        experience: 2,
        visa: 'golden-visa',
        expectedSalary: 3000,
        desiredLocations: ['sharjah'],
      },
      { first_name: 'Esme', headline: `Forklift ${tag}`, experience: 6, state: 'dubai' },
    ];
    for (const p of people) await listedCandidate(t.app, m, p);
    // Recruiter-added, awaiting the claim: each organisation's own (incomplete: no experience, no
    // location), the first found by the adder alone, the second by the other alone.
    await addedCandidate(t.app, adder.token, {
      first_name: 'Farah',
      cv: `Forklift and reach truck operator, cold chain ${tag}`,
    });
    await addedCandidate(t.app, other.token, { first_name: 'Gamal', cv: `Customs broker, HS code ${tag}` });
  });

  const cases: (() => Record<string, string>)[] = [
    () => ({ q: tag }),
    () => ({ q: `${tag} forklift*` }),
    () => ({ q: `${tag} AND "reach truck"` }),
    () => ({ q: `${tag} (customs OR hazmat)` }),
    () => ({ q: `${tag} forklift -hazmat` }),
    () => ({ q: `${tag} NOT freight` }),
    () => ({ q: `${tag} "reach truck and counterbalance"` }),
    () => ({ q: `${tag} -"reach truck and counterbalance"` }),
    () => ({ q: `${tag} the` }),
    () => ({ q: 'the' }),
    () => ({ all: tag, any: 'customs forklift*', none: 'hazmat' }),
    () => ({ q: 'forklift OR warehouse' }),
    () => ({}),
    () => ({ sort: 'experience' }),
    () => ({ sort: 'last_active', page: '2', page_size: '2' }),
    () => ({ q: `${tag} forklift`, sort: 'relevance', page_size: '2', page: '2' }),
    () => ({ q: tag, current_location: String(m('states', 'dubai')) }),
    () => ({ q: tag, current_location: String(m('countries', 'united-arab-emirates')), has_cv: 'true' }),
    () => ({
      q: tag,
      desired_location: String(m('states', 'dubai')),
      visa_status: String(m('visa_statuses', 'golden-visa')),
    }),
    () => ({ q: tag, designation: String(m('designations', 'supply-chain-planner')) }),
    () => ({
      q: tag,
      skills: `${m('skills', 'forklift-operation')},${m('skills', 'cold-chain-monitoring')}`,
    }),
    () => ({
      q: tag,
      skills: String(m('skills', 'forklift-operation')),
      current_location: String(m('states', 'dubai')),
    }),
    () => ({ q: tag, experience_min: '3', experience_max: '10', salary_min: '4000', salary_max: '13000' }),
    () => ({
      q: tag,
      notice_period: String(m('notice_periods', '1-month')),
      industry: String(m('industries', 'fmcg')),
    }),
    () => ({ q: tag, education_level: String(m('education_levels', 'mba')) }),
    () => ({ q: tag, certification: String(m('certifications', 'iata-dgr')) }),
    () => ({ q: tag, certification: String(m('certifications', 'iata-dgr')), certification_valid: 'true' }),
    () => ({ q: tag, active_within: '7', updated_within: '1', sort: 'experience' }),
    () => ({ current_location: String(m('states', 'dubai')), nationality: String(m('countries', 'india')) }),
  ];

  const orgs = ['demo employer', 'adder', 'other'] as const;
  const orgId = (o: (typeof orgs)[number]) =>
    o === 'demo employer' ? demoOrg : o === 'adder' ? adder.id : other.id;
  it.each(cases.flatMap((c, i) => orgs.map((o) => [i, o, c] as const)))(
    'case %i as the %s: total, facets, page ids and order',
    async (_, org, params) => {
      const q = cvSearchQuerySchema.parse(params());
      const db = databaseOf(t.app).db;
      const clientId = orgId(org);
      const memory = await searchCvDatabase(db, q, { memory: true, clientId });
      const inSql = await searchCvDatabase(db, q, { memory: false, clientId });
      expect(memory.total).toBe(inSql.total);
      expect(memory.facets).toEqual(inSql.facets);
      expect(memory.rows.map((r) => r.id)).toEqual(inSql.rows.map((r) => r.id));
    },
  );

  it('finds an organisation’s own added candidate for it alone, in both engines', async () => {
    const db = databaseOf(t.app).db;
    const q = cvSearchQuerySchema.parse({ q: tag });
    const namesFor = async (clientId: number, memory: boolean) =>
      (await searchCvDatabase(db, q, { memory, clientId })).rows.map((r) => r.first_name).sort();
    for (const memory of [true, false]) {
      expect(await namesFor(adder.id, memory)).toEqual(['Asha', 'Badr', 'Chen', 'Dev', 'Esme', 'Farah']);
      expect(await namesFor(other.id, memory)).toEqual(['Asha', 'Badr', 'Chen', 'Dev', 'Esme', 'Gamal']);
      expect(await namesFor(demoOrg, memory)).toEqual(['Asha', 'Badr', 'Chen', 'Dev', 'Esme']);
    }
  });

  it('ranks a headline match above a keyword or CV-text-only match', async () => {
    const body = await search({ q: `${tag} hazmat OR supervisor`, sort: 'relevance' });
    expect(body.data[0]?.first_name).toBe('Chen');
  });
});

describe('CV search in memory follows changes through the write paths', () => {
  it('a skill added, a profile hidden, a new complete profile, a CV that now matches', async () => {
    const tag = uniqueWord();
    const later = uniqueWord();
    const skill = m('skills', 'cold-chain-monitoring');
    const a = await listedCandidate(t.app, m, { first_name: 'Gita', headline: `Planner ${tag}` });
    const b = await listedCandidate(t.app, m, { first_name: 'Hamid', headline: `Driver ${tag}` });
    const c = await listedCandidate(t.app, m, {
      first_name: 'Ines',
      headline: `Clerk ${tag}`,
      incomplete: true,
    });
    // Every leaf and the index are read now, before the changes.
    expect(names(await search({ q: tag }))).toEqual(['Gita', 'Hamid']);
    expect(names(await search({ q: tag, skills: String(skill) }))).toEqual([]);
    expect(names(await search({ q: `${tag} ${later}` }))).toEqual([]);

    const call = (token: string, method: 'PATCH' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, headers: bearer(token), payload });
    expect((await call(a.token, 'PATCH', '/api/candidate/update', { skill_ids: [skill] })).statusCode).toBe(
      200,
    );
    expect(names(await search({ q: tag, skills: String(skill) }))).toEqual(['Gita']);

    expect((await call(b.token, 'PATCH', '/api/candidate/update', { hidden: true })).statusCode).toBe(200);
    expect(names(await search({ q: tag }))).toEqual(['Gita']);

    const complete = { nationality_id: m('countries', 'india') };
    expect((await call(c.token, 'PATCH', '/api/candidate/update', complete)).statusCode).toBe(200);
    expect(names(await search({ q: tag }))).toEqual(['Gita', 'Ines']);

    const cv = fileUpload(minimalPdf(`Cold stores and reefer yards ${later}`), 'cv.pdf', 'application/pdf');
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/cv',
      payload: cv.payload,
      headers: { ...cv.headers, ...bearer(a.token) },
    });
    expect(upload.statusCode, upload.body).toBeLessThan(300);
    expect(names(await search({ q: `${tag} ${later}` }))).toEqual(['Gita']);
  });

  it('a filter read before a change follows it: a move to another emirate, a notice period set', async () => {
    const tag = uniqueWord();
    const dubai = m('states', 'dubai');
    const sharjah = m('states', 'sharjah');
    const immediate = m('notice_periods', 'immediate');
    const a = await listedCandidate(t.app, m, {
      first_name: 'Lena',
      headline: `Planner ${tag}`,
      state: 'dubai',
    });
    // The filters' values are read now, before the changes.
    expect(names(await search({ q: tag, current_location: String(dubai) }))).toEqual(['Lena']);
    expect(names(await search({ q: tag, current_location: String(sharjah) }))).toEqual([]);
    expect(names(await search({ q: tag, notice_period: String(immediate) }))).toEqual([]);

    const moved = await t.app.inject({
      method: 'PATCH',
      url: '/api/candidate/update',
      headers: bearer(a.token),
      payload: {
        current_location: { country_id: m('countries', 'united-arab-emirates'), state_id: sharjah },
        notice_period_id: immediate,
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(names(await search({ q: tag, current_location: String(dubai) }))).toEqual([]);
    expect(names(await search({ q: tag, current_location: String(sharjah) }))).toEqual(['Lena']);
    // Failing only the notice filter, Lena counts in that facet alone; passing both, she is a result.
    const both = await search({
      q: tag,
      current_location: String(sharjah),
      notice_period: String(immediate),
    });
    expect(names(both)).toEqual(['Lena']);
  });

  it('reads everything again after 5 minutes, and a candidate added meanwhile is found', async () => {
    const tag = uniqueWord();
    await listedCandidate(t.app, m, { first_name: 'Jana', headline: `Planner ${tag}` });
    expect(names(await search({ q: tag }))).toEqual(['Jana']);
    vi.setSystemTime(Date.now() + 6 * 60_000);
    try {
      // This search starts the read in the background; the new candidate's notice lands during it.
      const [during] = await Promise.all([
        search({ q: tag }),
        listedCandidate(t.app, m, { first_name: 'Kofi', headline: `Driver ${tag}` }),
      ]);
      expect(names(during)).toContain('Jana');
      expect(names(await search({ q: tag }))).toEqual(['Jana', 'Kofi']);
      expect(names(await search({ q: `${tag} driver` }))).toEqual(['Kofi']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a search while the index is being read', () => {
  const params = (tag: string) => ({ q: `${tag} forklift*`, current_location: String(m('states', 'dubai')) });
  const people = async (tag: string) => {
    await listedCandidate(t.app, m, {
      first_name: 'Omar',
      headline: `Forklift driver ${tag}`,
      state: 'dubai',
    });
    await listedCandidate(t.app, m, { first_name: 'Pia', headline: `Planner ${tag}`, state: 'sharjah' });
  };

  it('answers from SQL without waiting for the columns, then from memory, the same', async () => {
    const tag = uniqueWord();
    await people(tag);
    const q = cvSearchQuerySchema.parse(params(tag));
    const inSql = await searchCvDatabase(t.database.db, q, { memory: false, clientId: demoOrg });
    expect(inSql.rows.map((r) => r.first_name)).toEqual(['Omar']);
    // The index's batches wait until released: a search waiting for them would never answer.
    const held = holdStatements(t.database.db, 'max(user_id) as last');
    const during = await searchCvDatabase(held.db, q, { memory: true, clientId: demoOrg });
    expect(held.held()).toBe(1);
    expect(cvIndexStats(held.db)).toBeNull();
    expect(during).toEqual(inSql);

    held.release();
    expect(await cvIndex(held.db, Number.POSITIVE_INFINITY)).not.toBeNull();
    expect(await searchCvDatabase(held.db, q, { memory: true, clientId: demoOrg })).toEqual(inSql);
    expect(cvIndexStats(held.db)?.leaves).toBeGreaterThan(0);
  });

  it('answers from SQL without waiting for a keyword leaf being read, then from memory, the same', async () => {
    const tag = uniqueWord();
    await people(tag);
    const q = cvSearchQuerySchema.parse(params(tag));
    const inSql = await searchCvDatabase(t.database.db, q, { memory: false, clientId: demoOrg });
    // The leaves' first statement (their tsqueries) waits; the columns are read.
    const held = holdStatements(t.database.db, 'numnode(');
    expect(await cvIndex(held.db, Number.POSITIVE_INFINITY)).not.toBeNull();
    const during = await searchCvDatabase(held.db, q, { memory: true, clientId: demoOrg });
    expect(held.held()).toBeGreaterThan(0);
    expect(cvIndexStats(held.db)?.leaves).toBe(0);
    expect(during).toEqual(inSql);

    held.release();
    const index = await cvIndex(held.db, Number.POSITIVE_INFINITY);
    await Promise.all([...(index?.leaves.reading.values() ?? [])].map((p) => p.bits));
    expect(cvIndexStats(held.db)?.leaves).toBeGreaterThan(0);
    expect(await searchCvDatabase(held.db, q, { memory: true, clientId: demoOrg })).toEqual(inSql);
  });
});

describe('a failed read of the listed candidates into memory', () => {
  it('is logged with its fallback, shows as failed, and the search answers from SQL', async () => {
    const logged: { index?: string; msg: string }[] = [];
    const registry = createIndexRegistry({ error: (obj, msg) => logged.push({ ...obj, msg }) });
    // Only the index's read fails (its batches' statement); the search's own statements work.
    const db = failStatements(t.database.db, 'max(user_id) as last');
    trackCvIndex(db, registry);
    const q = cvSearchQuerySchema.parse({ q: 'warehouse' });

    const answer = await searchCvDatabase(db, q, { memory: true, clientId: demoOrg });
    expect(answer).toEqual(await searchCvDatabase(t.database.db, q, { memory: false, clientId: demoOrg }));
    expect(logged).toEqual([
      expect.objectContaining({
        index: 'cv_candidates',
        msg: expect.stringMatching(/^cv_candidates index build failed; CV searches read the database/),
      }),
    ]);
    expect(registry.list()).toEqual([
      expect.objectContaining({ name: 'cv_candidates', state: 'failed', error: 'simulated outage' }),
    ]);
  });

  it('with the database gone too, the search fails as an outage (503), not an empty answer', async () => {
    const db = failStatements(t.database.db, '');
    trackCvIndex(db, createIndexRegistry({ error: () => {} }));
    const q = cvSearchQuerySchema.parse({ q: 'warehouse' });
    await expect(searchCvDatabase(db, q, { memory: true, clientId: demoOrg })).rejects.toSatisfy(isOutage);
  });
});
