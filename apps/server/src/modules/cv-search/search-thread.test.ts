import { cvSearchQuerySchema } from '@portal/contract/cv-search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgres, setupFile } from '../../../test/helpers/app';
import { type AllMasters, allMasters, listedCandidate, uniqueWord } from '../../../test/helpers/cv-fixture';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { clientIdOfUser } from '../../../test/helpers/tenancy';
import { searchCvDatabase } from './search';
import { type SearchThread, searchThreadOf } from './search-thread-client';

/*
 * On PostgreSQL the CV index lives in a thread of its own (search-thread.ts): the thread answers the
 * searches once its index is read, as the SQL does, and sees a change committed before the search.
 */
describe.runIf(isPostgres)('the CV search thread', () => {
  let t: Awaited<ReturnType<typeof setupFile>>;
  let m: AllMasters;
  let employer: string;
  let org: number;
  let thread: SearchThread;

  beforeAll(async () => {
    t = await setupFile({ WORKER: 'off' });
    m = await allMasters(t.app);
    employer = await signIn(t.app, 'employer', DEMO.employer);
    org = await clientIdOfUser(t.database.db, DEMO.employer);
    const started = searchThreadOf(t.database.db);
    if (!started) throw new Error('no search thread on PostgreSQL');
    thread = started;
    // Its code loaded and the index read.
    const until = Date.now() + 30_000;
    while (!(await thread.answer(cvSearchQuerySchema.parse({}), org))) {
      if (Date.now() > until) throw new Error('the search thread never answered');
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 40_000);
  afterAll(() => t.close());

  it('finds a candidate listed just before the search, and answers as the SQL does', async () => {
    const word = uniqueWord();
    const people = [
      { first_name: 'Hamad', headline: `Reefer dispatcher ${word}`, state: 'dubai', experience: 3 },
      {
        first_name: 'Irina',
        headline: `Cold chain planner ${word}`,
        state: 'sharjah',
        experience: 8,
        skills: ['cold-chain-monitoring'],
      },
    ];
    for (const p of people) await listedCandidate(t.app, m, p);
    const searches: Record<string, string>[] = [
      { q: word },
      { q: `${word} cold` },
      { q: word, current_location: String(m('states', 'sharjah')) },
      { q: word, sort: 'experience' },
    ];
    for (const params of searches) {
      const q = cvSearchQuerySchema.parse(params);
      // Computed by the thread (null would mean SQL answered instead).
      const answer = await thread.answer(q, org);
      expect(answer, JSON.stringify(params)).not.toBeNull();
      const inSql = await searchCvDatabase(t.database.db, q, { memory: false, clientId: org });
      expect(answer?.ids).toEqual(inSql.rows.map((r) => r.id));
      expect(answer?.total).toBe(inSql.total);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/search/candidate?${new URLSearchParams(params)}`,
        headers: bearer(employer),
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<{ data: { id: number }[]; meta: { total: number; facets: object } }>();
      expect(body.data.map((r) => r.id)).toEqual(inSql.rows.map((r) => r.id));
      expect(body.meta.facets).toEqual(inSql.facets);
    }
    const found = await thread.answer(cvSearchQuerySchema.parse({ q: word }), org);
    expect(found?.total).toBe(2);
  });
});
