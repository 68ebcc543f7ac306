import { ARABIC_SYNONYMS, foldArabic } from '@portal/contract/arabic-search';
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

/*
 * Search in Arabic (issue 31): the text and the query both go through search_fold (migration 0049),
 * so spelling variants (hamza on alef, taa marbuta, alef maqsura, diacritics, tatweel) and the light
 * stemmer's prefixes and endings meet; the Arabic names of a job's designation and skills are in its
 * keywords (keywords_ar, kept by triggers, 0051). Every query runs in memory and in SQL.
 */

let t: Awaited<ReturnType<typeof setupFile>>;
let m: Masters;
let ids: Record<'english' | 'arabic' | 'other' | 'late' | 'driver', number>;
const log = { warn: () => {} };

const exec = (q: ReturnType<typeof sql>) => t.database.db.execute(q);

beforeAll(async () => {
  t = await setupFile({ WORKER: 'off', LOG_LEVEL: 'silent' });
  m = await loadMasters(t.app);
  // The seed gives every item an Arabic name; this file gives the few it reads itself.
  await exec(sql`update master_items set name_ar = null where name_ar is not null`);
  const token = await signIn(t.app, 'employer', DEMO.employer);
  // The Arabic names as an operator (or the seed) gives them, after the jobs exist: the trigger
  // rewrites the jobs filed under them.
  ids = {
    // Filed in English only: found in Arabic through its designation's Arabic name.
    english: await postJob(
      t.app,
      token,
      jobBody(m, {
        title: 'Quokkaport Warehouse Manager',
        designation_id: m('designations', 'warehouse-manager'),
      }),
    ),
    // An Arabic title and description beside the English ones.
    arabic: await postJob(
      t.app,
      token,
      jobBody(m, {
        title: 'Zarqapod Forklift Operator',
        description: 'Operate counterbalance forklifts in a bonded store.',
        designation_id: m('designations', 'forklift-operator'),
        skill_ids: [],
      }),
    ),
    other: await postJob(t.app, token, jobBody(m, { title: 'Quokkaport Yard Clerk', skill_ids: [] })),
    // Posted with its Arabic title and description (so their words are in "did you mean"), in
    // broken plurals and sound ones.
    driver: await postJob(
      t.app,
      token,
      jobBody(m, {
        title: 'Zephyrine Container Truck Driver',
        title_ar: 'سواق شاحنات الحاويات – موانئ زفيرين',
        description: 'Move containers between the port and the yards.',
        description_ar: '<p>نقل الشحنات بين الأرصفة والساحات، والتنسيق مع الموردين والوكلاء.</p>',
        skill_ids: [],
      }),
    ),
    // Its designation gets an Arabic name only in the last test (tests may run in any order).
    late: await postJob(
      t.app,
      token,
      jobBody(m, {
        title: 'Zanzibarite Dock Clerk',
        designation_id: m('designations', 'dispatcher'),
        skill_ids: [],
      }),
    ),
  };
  await exec(sql`update jobs set title_ar = ${'مُشَغِّلُ رافعةٍ شوكيّة – زرقاپود'},
    description_text_ar = ${'نبحث عن مشغّلين لديهم خبرة في إدارة المخازن والمستودعات، والعمل على الرافعات الشوكية في المنطقة الحرة.'}
    where id = ${ids.arabic}`);
  await exec(
    sql`update master_items set name_ar = ${'مدير المستودع'} where list = 'designations' and slug = 'warehouse-manager'`,
  );
});
afterAll(() => t.close());

/** The ids of this file's jobs a keyword finds, in memory and in SQL (both computed afresh). */
async function found(keyword: string) {
  const q = jobSearchQuerySchema.parse({ keyword, page_size: '100' });
  const mine = new Set(Object.values(ids));
  const run = async (memory: boolean) => {
    publish(t.database.db, 'jobs.changed', log);
    if (memory) expect(await openJobs(t.database.db)).not.toBeNull();
    const r = await searchJobs(t.database.db, q, { cacheSeconds: 0, memory });
    return r.data
      .map((j) => j.id)
      .filter((id) => mine.has(id))
      .sort((a, b) => a - b);
  };
  const [memory, inSql] = [await run(true), await run(false)];
  expect(memory).toEqual(inSql);
  const name = Object.fromEntries(Object.entries(ids).map(([k, v]) => [v, k]));
  return memory.map((id) => name[id]);
}

describe('search_fold', () => {
  it('writes every spelling of a word the same, and leaves other text alone', async () => {
    const fold = async (text: string) =>
      (await queryRows<{ f: string }>(t.database.db, sql`select search_fold(${text}) as f`))[0]?.f;
    // Alef with hamza above and below, madda and wasla; taa marbuta; alef maqsura.
    expect(await fold('أمين إدارة آلة ٱلعمل')).toBe(await fold('امين اداره اله العمل'));
    expect(await fold('مستشفى')).toBe(await fold('مستشفي'));
    // Diacritics, shadda and tatweel.
    expect(await fold('مُشَغِّلُ مـديـر')).toBe(await fold('مشغل مدير'));
    // The light stemmer: و, the article, the plural and adjective endings.
    expect(await fold('والمستودعات')).toBe('مستودع');
    expect(await fold('بالمستودع للمستودع المستودعات')).toBe('مستودع مستودع مستودع');
    expect(await fold('إدارية الإدارة')).toBe(await fold('ادار ادار'));
    expect(await fold('سائقين سائقون')).toBe('سائق سائق');
    // Particles drop out; punctuation and websearch syntax stay.
    expect(await fold('مدير في دبي')).toBe(await fold('مدير  دبي'));
    expect(await fold('"رافعة شوكية" -سائق OR café')).toBe('"رافع شوك" -سائق OR cafe');
    // English only: as immutable_unaccent left it.
    expect(await fold('Zürich café Warehouse')).toBe('Zurich cafe Warehouse');
  });
});

describe('foldArabic (contract)', () => {
  it('reads Arabic text as search_fold does', async () => {
    const texts = [
      'والمستودعات مُدِيرُ المستودع الإدارة مـديـر إدارة مستودعات للمستودع بالمستودعات',
      'أمين إدارة آلة ٱلعمل مستشفى إداريّة مديرة سائقين سائقون شاحنه كاتب ساحة',
      'مدير في دبي او أبوظبي، ثم على الرافعات الشوكية وظيفة وظائف كالمعتاد فالمدير',
      '"رافعة شوكية" -سائق OR warehouse (جمركي OR clerk) مخا* عمان ی ک',
      'نبحث عن مشغّلين لديهم خبرة في إدارة المخازن والمستودعات، والعمل على الرافعات الشوكية.',
    ];
    for (const text of texts) {
      const [row] = await queryRows<{ f: string }>(t.database.db, sql`select search_fold(${text}) as f`);
      expect(foldArabic(text), text).toBe(row?.f);
    }
  });
});

describe('the Arabic synonym table', () => {
  it('holds the stems search_fold makes, each group of words apart', async () => {
    const stems = new Map<string, string>();
    for (const group of ARABIC_SYNONYMS)
      for (const word of group.flatMap((w) => [w, `ال${w}`])) {
        const [row] = await queryRows<{ v: string }>(
          t.database.db,
          sql`select array_to_string(tsvector_to_array(to_tsvector('english', search_fold(${word}))), ' ') as v`,
        );
        expect(row?.v, word).toBe(foldArabic(word));
        expect(stems.get(foldArabic(word)) ?? group[0], word).toBe(group[0]);
        stems.set(foldArabic(word), group[0] as string);
      }
  });
});

describe('searching jobs in Arabic (in memory and in SQL)', () => {
  it.each([
    // An English job by its designation's Arabic name, with and without the article and plural.
    ['مدير مستودع', ['english']],
    ['مدير المستودعات', ['english']],
    // Diacritics and tatweel typed.
    ['مُدِيرُ المُسْتَوْدَع', ['english']],
    ['مـديـر مستودع', ['english']],
    // The Arabic title and description: taa marbuta written as haa, a missing hamza, a conjunction.
    ['رافعه شوكيه', ['arabic']],
    ['ادارة المخازن', ['arabic']],
    ['والمستودعات', ['english', 'arabic']],
    ['مشغل', ['arabic']],
    // Mixed languages, a phrase, exclusion and OR.
    ['forklift رافعة', ['arabic']],
    ['"رافعة شوكية"', ['arabic']],
    ['مستودع -رافعة', ['english']],
    ['quokkaport OR رافعة', ['english', 'arabic', 'other']],
    // A particle does not have to be in the job.
    ['مدير في مستودع', ['english']],
    // Broken plurals and their singulars (the synonym table), both ways; sound plurals (the stemmer).
    ['سائق', ['driver']],
    ['سائقون شاحنة', ['driver']],
    ['ميناء', ['driver']],
    ['رصيف', ['driver']],
    ['وكيل', ['driver']],
    ['مخزن', ['arabic']],
    ['مخازن', ['arabic']],
    ['شحنة', ['driver']],
    ['مورد', ['driver']],
    ['"سائق شاحنات"', ['driver']],
    ['سائق -ميناء', []],
    // Nothing of the kind.
    ['بلوكتشين', []],
  ])('%s', async (keyword, expected) => {
    expect(await found(keyword)).toEqual(expected);
  });

  it('marks the Arabic words found, as written, in the Arabic title and snippet', async () => {
    const hit = async (keyword: string, id: number) => {
      publish(t.database.db, 'jobs.changed', log);
      const q = jobSearchQuerySchema.parse({ keyword, page_size: '100' });
      const r = await searchJobs(t.database.db, q, { cacheSeconds: 0, memory: false });
      return r.data.find((h) => h.id === id);
    };
    // A plural finds the conjunction, article and plural of the text; diacritics kept as written.
    const stores = await hit('مستودعات', ids.arabic);
    expect(stores?.snippet_ar_html).toContain('<mark>والمستودعات</mark>');
    expect(stores?.title_ar_html).toBe('مُشَغِّلُ رافعةٍ شوكيّة – زرقاپود');
    const lift = await hit('الرافعة', ids.arabic);
    expect(lift?.title_ar_html).toContain('<mark>رافعةٍ</mark>');
    expect(lift?.snippet_ar_html).toContain('<mark>الرافعات</mark>');
    // A singular marks its broken plural (the synonym table); an excluded word is not marked.
    const port = await hit('ميناء شاحنة -رافعة', ids.driver);
    expect(port?.title_ar_html).toBe('سواق <mark>شاحنات</mark> الحاويات – <mark>موانئ</mark> زفيرين');
    expect(port?.snippet_ar_html).not.toContain('<mark>');
    // An English keyword leaves the Arabic text as it is.
    expect((await hit('Zephyrine', ids.driver))?.title_ar_html).toBeNull();
  });

  it('suggests the Arabic word meant when one letter is missing, and shows its jobs', async () => {
    publish(t.database.db, 'jobs.changed', log);
    const search = async (keyword: string) =>
      searchJobs(t.database.db, jobSearchQuerySchema.parse({ keyword, page_size: '100' }), {
        cacheSeconds: 0,
        memory: false,
      });
    const typo = await search('الحاويات زفرين');
    expect(typo.meta.suggestion).toBe('الحاويات زفيرين');
    expect(typo.meta.corrected).toBe(true);
    expect(typo.data.map((h) => h.id)).toEqual([ids.driver]);
    // Another form of a known word is not a typo.
    const variant = await search('حاويات زفيرين');
    expect(variant.meta.suggestion).toBeNull();
    expect(variant.data.map((h) => h.id)).toEqual([ids.driver]);
  });

  it('keeps a job’s Arabic keywords as its designation and its items’ Arabic names change', async () => {
    const keywords = async () =>
      (
        await queryRows<{ k: string }>(
          t.database.db,
          sql`select keywords_ar as k from jobs where id = ${ids.late}`,
        )
      )[0]?.k;
    const name = (slug: string, nameAr: string | null) =>
      exec(sql`update master_items set name_ar = ${nameAr} where list = 'designations' and slug = ${slug}`);
    expect(await keywords()).toBe('');
    // The designation's Arabic name, given after the job exists.
    await name('dispatcher', 'كاتب ساحة');
    expect(await keywords()).toBe('كاتب ساحة');
    expect(await found('كاتب الساحة')).toEqual(['late']);
    // Another designation, then its name given and taken away.
    await exec(
      sql`update jobs set designation_id = ${m('designations', 'transport-coordinator')} where id = ${ids.late}`,
    );
    expect(await keywords()).toBe('');
    await name('transport-coordinator', 'منسق نقل');
    expect(await keywords()).toBe('منسق نقل');
    expect(await found('منسقة النقل')).toEqual(['late']);
    await name('transport-coordinator', null);
    expect(await keywords()).toBe('');
    expect(await found('منسق نقل')).toEqual([]);
  });
});
