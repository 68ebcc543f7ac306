import { type SimilarCandidate, similarCandidateSchema } from '@portal/contract/cv-search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { type AllMasters, allMasters, listedCandidate, uniqueWord } from '../../../test/helpers/cv-fixture';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';

let t: Awaited<ReturnType<typeof setupFile>>;
let m: AllMasters;
let employer: string;
const ids: Record<string, number> = {};

/** Master items of this file's own (skills, a designation), so no other candidate shares them. */
async function ownItem(admin: string, list: string, name: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/master/admin/${list}`,
    headers: bearer(admin),
    payload: { name },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { id: number; slug: string } }>().data;
}

beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  const base = await allMasters(t.app);
  employer = await signIn(t.app, 'employer', DEMO.employer);
  const admin = await signIn(t.app, 'admin', DEMO.master_admin);
  const word = uniqueWord();
  const own = new Map<string, number>();
  for (const s of ['a', 'b', 'c', 'd', 'e']) {
    const item = await ownItem(admin, 'skills', `Skill ${s} ${word}`);
    own.set(`skills:${s}`, item.id);
  }
  own.set('designations:x', (await ownItem(admin, 'designations', `Designation ${word}`)).id);
  m = (list, slug) => own.get(`${list}:${slug}`) ?? base(list, slug);
  const people = [
    { first_name: 'Xena', skills: ['a', 'b', 'c', 'd'], experience: 6, desiredDesignations: ['x'] },
    // Four shared skills, the designation and the band: the best.
    { first_name: 'Yusuf', skills: ['a', 'b', 'c', 'd', 'e'], experience: 7, desiredDesignations: ['x'] },
    // Three shared skills, another band.
    { first_name: 'Zaid', skills: ['a', 'b', 'c'], experience: 12 },
    // The designation only, same band.
    { first_name: 'Wafa', skills: ['e'], experience: 5, desiredDesignations: ['x'] },
    // Only the band: not similar.
    { first_name: 'Vera', skills: ['e'], experience: 6 },
    // Sharing everything, but not in the CV database.
    { first_name: 'Hidden', skills: ['a', 'b', 'c', 'd'], experience: 6, hidden: true },
    { first_name: 'Unlisted', skills: ['a', 'b', 'c', 'd'], experience: 6, incomplete: true },
  ];
  for (const p of people) ids[p.first_name] = (await listedCandidate(t.app, m, p)).id;
});
afterAll(() => t.close());

const similar = (id: number, token = employer) =>
  t.app.inject({ method: 'GET', url: `/api/search/candidate/${id}/similar`, headers: bearer(token) });

describe('similar candidates', () => {
  it('scores shared skills, designation and experience band, explains each, leaves out the candidate and the unlisted', async () => {
    const res = await similar(ids.Xena as number);
    expect(res.statusCode, res.body).toBe(200);
    const list = similarCandidateSchema.array().parse(res.json<{ data: SimilarCandidate[] }>().data);
    const mine = list.filter((c) =>
      ['Yusuf', 'Zaid', 'Wafa', 'Vera', 'Hidden', 'Unlisted', 'Xena'].includes(c.first_name),
    );
    expect(mine.map((c) => [c.first_name, c.score, c.reason])).toEqual([
      ['Yusuf', 12, '4 shared skills · same designation · same experience (5–9 years)'],
      ['Zaid', 6, '3 shared skills'],
      ['Wafa', 4, 'same designation · same experience (5–9 years)'],
    ]);
    expect(mine[0]?.shared_skills).toHaveLength(4);
    expect(list.length).toBeLessThanOrEqual(6);
    // Nobody else shares this file's skills or designation.
    expect(list).toEqual(mine);
  });

  it('gives the reasons in Arabic to an Arabic reader', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/search/candidate/${ids.Xena}/similar`,
      headers: { ...bearer(employer), 'accept-language': 'ar' },
    });
    const reasons = Object.fromEntries(
      (res.json().data as SimilarCandidate[]).map((c) => [c.first_name, c.reason] as const),
    );
    expect(reasons).toMatchObject({
      Yusuf: '4 مهارات مشتركة · المسمى الوظيفي نفسه · مستوى الخبرة نفسه (5–9 سنوات)',
      Zaid: '3 مهارات مشتركة',
      Wafa: 'المسمى الوظيفي نفسه · مستوى الخبرة نفسه (5–9 سنوات)',
    });
  });

  it('is 404 for a candidate the CV database does not list, and for a non-candidate id', async () => {
    expect((await similar(ids.Hidden as number)).statusCode).toBe(404);
    expect((await similar(ids.Unlisted as number)).statusCode).toBe(404);
    expect((await similar(987654321)).statusCode).toBe(404);
  });

  it('a candidate with nothing in common with anyone gets an empty list', async () => {
    const lone = await listedCandidate(t.app, m, { first_name: 'Lone', experience: 30 });
    const res = await similar(lone.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: unknown[] }>().data).toEqual([]);
  });

  it('is for the organisations: a candidate is refused, a bad id is a 400', async () => {
    const candidate = await signIn(t.app, 'candidate', DEMO.candidate);
    expect((await similar(ids.Xena as number, candidate)).statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/search/candidate/abc/similar',
      headers: bearer(employer),
    });
    expect(bad.statusCode).toBe(400);
  });
});
