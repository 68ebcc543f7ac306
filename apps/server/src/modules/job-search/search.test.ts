import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { jobBody, loadMasters, type Masters, postJob } from '../../../test/helpers/jobs';
import { DEMO, signIn } from '../../../test/helpers/requests';
import { framedSnippet } from './search';

let t: Awaited<ReturnType<typeof setupFile>>;
let m: Masters;
let ids: Record<string, number>;
// Unique words keep these tests apart from the seeded demo jobs.
const FILLER = 'Daily duties include coordination with colleagues and reporting to management.';

// The keyword sits deep inside one long sentence, so any fragment around it starts mid-sentence.
const LONG_SENTENCE =
  'Every evening the loading team checks the seals on each container against the manifest, records the temperature of every reefer unit, prepares the pallets for the morning trucks and confirms the dock schedule with the transport office before the drivers arrive and the gatrelix scanners are charged for the next shift, while the supervisor reviews the exceptions raised during the day and signs off the handover sheet for the incoming crew.';

beforeAll(async () => {
  t = await setupFile({ WORKER: 'off', LOG_LEVEL: process.env.DEBUG_LOG ? 'error' : 'silent' });
  m = await loadMasters(t.app);
  const token = await signIn(t.app, 'employer', DEMO.employer);
  const dubai = jobBody(m).locations;
  const sharjah = [
    {
      country_id: m('countries', 'united-arab-emirates'),
      state_id: m('states', 'sharjah'),
      city_id: m('cities', 'sharjah'),
    },
  ];
  ids = {
    title: await postJob(
      t.app,
      token,
      jobBody(m, { title: 'Quokkafleet Dispatcher', description: `${FILLER} Night shifts.` }),
    ),
    desc: await postJob(
      t.app,
      token,
      jobBody(m, {
        title: 'Yard Assistant',
        description: `${FILLER} You will support the quokkafleet programme.`,
        locations: sharjah,
      }),
    ),
    phrase: await postJob(
      t.app,
      token,
      jobBody(m, {
        title: 'Zorblat cold store lead',
        description: `${FILLER} Zorblat reefer experience.`,
        employment_type: 'CONTRACTOR',
        salary_visible: false,
      }),
    ),
    other: await postJob(
      t.app,
      token,
      jobBody(m, {
        title: 'Zorblat store cold lead',
        description: `${FILLER} Zorblat ambient.`,
        locations: dubai,
        experience_min: 10,
        experience_max: 12,
      }),
    ),
    midSentence: await postJob(
      t.app,
      token,
      jobBody(m, { title: 'Night Loader', description: `${FILLER} ${LONG_SENTENCE}` }),
    ),
    esc: await postJob(
      t.app,
      token,
      jobBody(m, {
        title: '<b>Vexillum</b> Warehouse Checker',
        description: `${FILLER} Vexillum & <i>more</i>.`,
      }),
    ),
  };
});
afterAll(() => t.close());

const search = async (qs: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/jobs/search?${qs}` });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json();
};

describe('a snippet framed in its sentences', () => {
  it('adds no ellipsis where the fragment starts or ends a sentence', () => {
    const text = 'Lead the team. Load the trucks on time.\nShift work.';
    expect(framedSnippet('Load the \u27e6trucks\u27e7 on time.', text)).toBe(
      'Load the \u27e6trucks\u27e7 on time.',
    );
    expect(framedSnippet('the \u27e6trucks\u27e7 on', text)).toBe('… the \u27e6trucks\u27e7 on …');
    expect(framedSnippet('Lead the \u27e6team\u27e7 … \u27e6Shift\u27e7 work.', text)).toBe(
      'Lead the \u27e6team\u27e7 … \u27e6Shift\u27e7 work.',
    );
  });
});

describe('job search', () => {
  it('ranks a title match above a description-only match', async () => {
    const r = await search('keyword=quokkafleet');
    expect(r.data.map((j: { id: number }) => j.id)).toEqual([ids.title, ids.desc]);
    expect(r.meta.total).toBe(2);
  });

  it('supports quoted phrases, OR and exclusion', async () => {
    expect((await search('keyword="zorblat cold store"')).data.map((j: { id: number }) => j.id)).toEqual([
      ids.phrase,
    ]);
    expect((await search('keyword=quokkafleet OR vexillum')).meta.total).toBe(3);
    expect((await search('keyword=zorblat -reefer')).data.map((j: { id: number }) => j.id)).toEqual([
      ids.other,
    ]);
  });

  it('combines filters with AND and values of one filter with OR', async () => {
    const sharjah = m('states', 'sharjah');
    expect(
      (await search(`keyword=quokkafleet&location=${sharjah}`)).data.map((j: { id: number }) => j.id),
    ).toEqual([ids.desc]);
    const both = await search(`keyword=quokkafleet&location=${sharjah},${m('cities', 'jebel-ali')}`);
    expect(both.meta.total).toBe(2);
    expect((await search('keyword=zorblat&employment_type=CONTRACTOR')).meta.total).toBe(1);
    expect((await search('keyword=zorblat&experience=11')).data.map((j: { id: number }) => j.id)).toEqual([
      ids.other,
    ]);
    // A hidden salary never matches a salary filter.
    expect((await search('keyword=zorblat&salary_min=5000')).data.map((j: { id: number }) => j.id)).toEqual([
      ids.other,
    ]);
    expect((await search('keyword=zorblat&salary_min=20000')).meta.total).toBe(0);
  });

  it('counts facets disjunctively over the current result', async () => {
    const sharjah = m('states', 'sharjah');
    const r = await search(`keyword=quokkafleet&location=${sharjah}`);
    const loc = Object.fromEntries(
      r.meta.facets.location.map((b: { id: string; count: number }) => [b.id, b.count]),
    );
    // Own filter removed: Dubai still shows the job the location filter hides.
    expect(loc[String(sharjah)]).toBe(1);
    expect(loc[String(m('states', 'dubai'))]).toBe(1);
    expect(r.meta.facets.designation).toEqual([
      {
        id: String(m('designations', 'warehouse-supervisor')),
        name: 'Warehouse Supervisor',
        name_ar: 'مشرف مستودع',
        count: 1,
      },
    ]);
    expect(r.meta.facets.employment_type).toEqual([{ id: 'FULL_TIME', name: 'Full time', count: 1 }]);
    expect(r.meta.facets.posted_within.find((b: { id: string }) => b.id === '1').count).toBe(1);
  });

  it('pages stably', async () => {
    const all = (await search('keyword=zorblat OR quokkafleet OR vexillum&sort=date&page_size=5')).data.map(
      (j: { id: number }) => j.id,
    );
    const pages = [];
    for (const page of [1, 2, 3])
      pages.push(
        ...(
          await search(`keyword=zorblat OR quokkafleet OR vexillum&sort=date&page_size=2&page=${page}`)
        ).data.map((j: { id: number }) => j.id),
      );
    expect(pages).toEqual(all);
    expect(new Set(pages).size).toBe(5);
  });

  it('corrects a typo and says so', async () => {
    const r = await search('keyword=quokkaflet');
    expect(r.meta.suggestion).toBe('quokkafleet');
    expect(r.meta.corrected).toBe(true);
    expect(r.meta.total).toBe(2);
  });

  it('escapes everything but the highlight marks', async () => {
    const r = await search('keyword=vexillum');
    expect(r.data[0].title_html).toBe('&lt;b&gt;<mark>Vexillum</mark>&lt;/b&gt; Warehouse Checker');
    expect(r.data[0].snippet_html).toContain('<mark>Vexillum</mark> &amp; more');
    expect(r.data[0].snippet_html).not.toMatch(/<(?!\/?mark>)/);
  });

  it('marks where a snippet takes up and breaks off a sentence with an ellipsis', async () => {
    const r = await search('keyword=gatrelix');
    const snippet: string = r.data[0].snippet_html;
    expect(snippet).toContain('<mark>gatrelix</mark>');
    expect(snippet.startsWith('… ')).toBe(true);
    expect(snippet.endsWith(' …')).toBe(true);
    // Between the ellipses: words of the description, cut at word boundaries.
    const inner = snippet.slice(2, -2).replace(/<\/?mark>/g, '');
    expect(LONG_SENTENCE).toContain(` ${inner} `);
  });

  it('suggests which filter to relax when nothing matches', async () => {
    const r = await search(`keyword=vexillum&location=${m('states', 'sharjah')}`);
    expect(r.meta.total).toBe(0);
    expect(r.meta.relax).toContainEqual({
      filter: 'location',
      label: 'Remove the location filter',
      total: 1,
    });
  });

  it('rejects bad query values', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/jobs/search?posted_within=5&location=abc' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().message).sort()).toEqual(['location.0', 'posted_within']);
  });
});
