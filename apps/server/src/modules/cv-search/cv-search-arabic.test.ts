import { cvSearchQuerySchema } from '@portal/contract/cv-search';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseOf, setupFile } from '../../../test/helpers/app';
import { type AllMasters, allMasters, listedCandidate, uniqueWord } from '../../../test/helpers/cv-fixture';
import { DEMO } from '../../../test/helpers/requests';
import { clientIdOfUser } from '../../../test/helpers/tenancy';
import { searchCvDatabase } from './search';

/*
 * The CV search in Arabic (issue 31): a candidate's Arabic headline and summary, and the Arabic names
 * of their skills and designations (candidate_search, migration 0051), read through search_fold like
 * the recruiter's words. Each search runs in both engines, narrowed by the file's own word.
 */

let t: Awaited<ReturnType<typeof setupFile>>;
let m: AllMasters;
let tag: string;
let clientId: number;

beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  m = await allMasters(t.app);
  clientId = await clientIdOfUser(databaseOf(t.app).db, DEMO.employer);
  tag = uniqueWord();
  // Written in Arabic.
  await listedCandidate(t.app, m, {
    first_name: 'Asel',
    headline: `مُشَغِّلُ رافعةٍ شوكيّة ${tag}`,
    summary: 'خبرة سبع سنوات في إدارة المستودعات والمخازن المبرّدة في جبل علي.',
  });
  // Written in English; found in Arabic through the names of a skill and a desired designation.
  await listedCandidate(t.app, m, {
    first_name: 'Bao',
    headline: `Clearance desk lead ${tag}`,
    skills: ['forklift-operation'],
    desiredDesignations: ['customs-clearance-officer'],
  });
  await listedCandidate(t.app, m, { first_name: 'Cyra', headline: `Yard clerk ${tag}` });
  // The Arabic names given after the candidates exist: the trigger refreshes their index rows.
  const db = databaseOf(t.app).db;
  await db.execute(
    sql`update master_items set name_ar = ${'تشغيل الرافعة الشوكية'} where list = 'skills' and slug = 'forklift-operation'`,
  );
  await db.execute(
    sql`update master_items set name_ar = ${'مسؤول التخليص الجمركي'} where list = 'designations' and slug = 'customs-clearance-officer'`,
  );
});
afterAll(() => t.close());

async function bothEngines(query: string) {
  const q = cvSearchQuerySchema.parse({ q: query });
  const db = databaseOf(t.app).db;
  const [memory, inSql] = await Promise.all([
    searchCvDatabase(db, q, { memory: true, clientId }),
    searchCvDatabase(db, q, { memory: false, clientId }),
  ]);
  const names = (r: typeof memory) => r.rows.map((row) => row.first_name).sort();
  return { memory: names(memory), sql: names(inSql), totals: [memory.total, inSql.total] };
}

describe('CV search in Arabic, in memory and in SQL', () => {
  // TAG stands for the file's own word.
  it.each([
    // Taa marbuta as haa, no shadda: the headline, and the skill's Arabic name.
    ['TAG رافعه شوكيه', ['Asel', 'Bao']],
    ['TAG "رافعة شوكية"', ['Asel', 'Bao']],
    // Diacritics and tatweel typed.
    ['TAG مُشَغِّل', ['Asel']],
    ['TAG مـشـغـل', ['Asel']],
    // The article, a conjunction and a plural.
    ['TAG والمستودعات', ['Asel']],
    ['TAG مستودع', ['Asel']],
    ['TAG ادارة', ['Asel']],
    // The desired designation's Arabic name.
    ['TAG التخليص الجمركي', ['Bao']],
    ['TAG مسؤول تخليص', ['Bao']],
    // A prefix, exclusion, OR and mixed languages.
    ['TAG مخا*', ['Asel']],
    ['TAG -رافعة', ['Cyra']],
    ['TAG (جمركي OR clerk)', ['Bao', 'Cyra']],
    ['TAG clearance تخليص', ['Bao']],
    // A broken plural's singular (the synonym table), and the other way round.
    ['TAG مخزن', ['Asel']],
    ['TAG مخازن -مخزن', []],
  ])('%s finds %j', async (query, expected) => {
    const got = await bothEngines(query.replace('TAG', tag));
    expect(got.memory).toEqual(expected);
    expect(got.sql).toEqual(expected);
    expect(got.totals).toEqual([expected.length, expected.length]);
  });

  it('marks the Arabic words found, as written, in the passages of the CV', async () => {
    const db = databaseOf(t.app).db;
    for (const memory of [true, false]) {
      const q = cvSearchQuerySchema.parse({ q: `${tag} مستودع OR مخزن` });
      const r = await searchCvDatabase(db, q, { memory, clientId });
      const asel = r.rows.find((row) => row.first_name === 'Asel');
      const hits = asel?.snippets.flatMap((parts) => parts.filter((p) => p.hit).map((p) => p.text));
      expect(hits).toEqual(['المستودعات', 'والمخازن']);
      expect(asel?.snippets[0]?.map((p) => p.text).join('')).toContain('إدارة المستودعات والمخازن المبرّدة');
    }
  });
});
