import { cvSearchQuerySchema } from '@portal/contract/cv-search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseOf, setupFile } from '../../../test/helpers/app';
import { type AllMasters, allMasters, listedCandidate, uniqueWord } from '../../../test/helpers/cv-fixture';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { clientIdOfUser } from '../../../test/helpers/tenancy';
import { searchCvDatabase } from './search';

/*
 * Ground truth for the search terms as recruiters type them (issue 29): prefixes longer than their
 * word's stem, hyphenated and slashed words, a lower-case `or`, unknown filter values. Each search
 * runs in both engines (in memory and in SQL) over four CVs this file makes, narrowed by its own word.
 */

let t: Awaited<ReturnType<typeof setupFile>>;
let m: AllMasters;
let employer: string;
let tag: string;
/** The demo employer's organisation, whose searches the engines answer. */
let clientId: number;

beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  m = await allMasters(t.app);
  employer = await signIn(t.app, 'employer', DEMO.employer);
  clientId = await clientIdOfUser(databaseOf(t.app).db, DEMO.employer);
  tag = uniqueWord();
  const people = [
    {
      first_name: 'Asel',
      headline: `Procurement officer ${tag}`,
      cv: `Procurement of spare parts. Supply chain planning with SAP EWM and MS Excel. ${tag}`,
    },
    {
      first_name: 'Bao',
      headline: `Supply-chain analyst ${tag}`,
      cv: `SAP/EWM key user; MS-Excel dashboards; management reports for the board. ${tag}`,
    },
    {
      first_name: 'Cyra',
      headline: `Process engineer ${tag}`,
      cv: `Chain conveyor maintenance; supply of spare tools; proceeds audits. ${tag}`,
    },
    {
      first_name: 'Dima',
      headline: `Forklift driver ${tag}`,
      cv: `Cold store work; excel at safety; procedures followed. ${tag}`,
    },
  ];
  for (const p of people) await listedCandidate(t.app, m, p);
});
afterAll(() => t.close());

async function bothEngines(params: Record<string, string>) {
  const q = cvSearchQuerySchema.parse(params);
  const db = databaseOf(t.app).db;
  const [memory, inSql] = await Promise.all([
    searchCvDatabase(db, q, { memory: true, clientId }),
    searchCvDatabase(db, q, { memory: false, clientId }),
  ]);
  const names = (r: typeof memory) => r.rows.map((row) => row.first_name).sort();
  return { memory: names(memory), sql: names(inSql), totals: [memory.total, inSql.total] };
}

describe('CV search terms as recruiters type them, in memory and in SQL', () => {
  // TAG stands for the file's own word.
  it.each([
    // A prefix of any length matches the words that begin with it.
    ['TAG procur*', ['Asel']],
    ['TAG procurem*', ['Asel']],
    ['TAG procurement*', ['Asel']],
    ['TAG Procureme*', ['Asel']],
    ['TAG managem*', ['Bao']],
    ['TAG manageme*', ['Bao']],
    ['TAG proce*', ['Cyra', 'Dima']],
    ['TAG dashb*', ['Bao']],
    // Hyphenated and slashed words: as written, and as their parts next to each other.
    ['TAG supply-chain', ['Asel', 'Bao']],
    ['TAG supply/chain', ['Asel', 'Bao']],
    ['TAG sap/ewm', ['Asel', 'Bao']],
    ['TAG SAP-EWM', ['Asel', 'Bao']],
    ['TAG ms-excel', ['Asel', 'Bao']],
    ['TAG -supply-chain', ['Cyra', 'Dima']],
    ['TAG NOT ms-excel', ['Cyra', 'Dima']],
    ['TAG "supply chain"', ['Asel', 'Bao']],
    // A lower-case `or` between words is OR; elsewhere it is a word (and ignored).
    ['TAG (forklift or conveyor)', ['Cyra', 'Dima']],
    ['TAG (forklift Or conveyor)', ['Cyra', 'Dima']],
    ['TAG (forklift OR conveyor)', ['Cyra', 'Dima']],
    ['TAG (sap/ewm or forklift)', ['Asel', 'Bao', 'Dima']],
    ['TAG forklift or', ['Dima']],
    ['or TAG', ['Asel', 'Bao', 'Cyra', 'Dima']],
    // Lower-case `and` and `not` stay ordinary words.
    ['TAG excel and safety', ['Dima']],
  ])('%s finds %j', async (query, expected) => {
    const got = await bothEngines({ q: query.replace('TAG', tag) });
    expect(got.memory).toEqual(expected);
    expect(got.sql).toEqual(expected);
    expect(got.totals).toEqual([expected.length, expected.length]);
  });

  it('a prefix longer than the stem is highlighted in the passages too', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/search/candidate?${new URLSearchParams({ q: `${tag} procurem*` })}`,
      headers: bearer(employer),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = res.json<{ data: { snippets: { text: string; hit: boolean }[][] }[] }>().data;
    const hits = (row?.snippets ?? []).flat().filter((p) => p.hit);
    expect(hits.map((p) => p.text.toLowerCase())).toContain('procurement');
  });
});

describe('CV search filters name an unknown value', () => {
  const search = (params: Record<string, string>) =>
    t.app.inject({
      method: 'GET',
      url: `/api/search/candidate?${new URLSearchParams(params)}`,
      headers: bearer(employer),
    });

  it('an unknown id, or an item of another list, is a 400 naming the parameter and the value', async () => {
    const unknown = await search({ q: tag, skills: '987654321' });
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect(unknown.json()).toMatchObject({ message: { skills: ['Unknown skills id 987654321'] } });

    // Dubai is a place: a designation filter does not take it.
    const dubai = m('states', 'dubai');
    const wrongList = await search({ designation: String(dubai), nationality: '987654322' });
    expect(wrongList.statusCode, wrongList.body).toBe(400);
    expect(wrongList.json()).toMatchObject({
      message: {
        designation: [`Unknown designation id ${dubai}`],
        nationality: ['Unknown nationality id 987654322'],
      },
    });
  });

  it('known values of the right list still search', async () => {
    const res = await search({
      q: tag,
      current_location: String(m('states', 'dubai')),
      nationality: String(m('countries', 'india')),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ meta: { total: number } }>().meta.total).toBe(4);
  });
});
