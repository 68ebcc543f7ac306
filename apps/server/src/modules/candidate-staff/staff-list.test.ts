import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { newCandidate } from '../../../test/helpers/applications';
import { loadMasters, type Masters } from '../../../test/helpers/jobs';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { fileUpload, minimalPdf } from '../../../test/helpers/uploads';
import { candidateProfiles } from '../../core/db/schema/candidates';
import { masterItems } from '../../core/db/schema/master-data';
import { refreshCandidateDerived } from '../candidate-profile/completeness';

let t: Awaited<ReturnType<typeof setupFile>>;
let m: Masters;
let staff: string;
let visa: number;
/** A last name only this file's candidates carry, so other rows of the database never interfere. */
const FAMILY = 'Qarshiwala';
const ids = { amal: 0, bilal: 0, chen: 0 };

beforeAll(async () => {
  t = await setupFile();
  m = await loadMasters(t.app);
  staff = await signIn(t.app, 'consultancy', DEMO.ats);
  const [v] = await t.database.db
    .select({ id: masterItems.id })
    .from(masterItems)
    .where(eq(masterItems.list, 'visa_statuses'))
    .limit(1);
  visa = v?.id ?? 0;

  const amal = await newCandidate(t.app, { first_name: 'Amal', last_name: FAMILY });
  const bilal = await newCandidate(t.app, { first_name: 'Bilal', last_name: FAMILY });
  const chen = await newCandidate(t.app, { first_name: 'Chen', last_name: FAMILY });
  Object.assign(ids, { amal: amal.id, bilal: bilal.id, chen: chen.id });
  const cv = fileUpload(minimalPdf('Reefer telematics and cold chain'), 'cv.pdf', 'application/pdf');
  await t.app.inject({
    method: 'POST',
    url: '/api/candidate/cv',
    payload: cv.payload,
    headers: { ...cv.headers, ...bearer(amal.token) },
  });
  const db = t.database.db;
  await db
    .update(candidateProfiles)
    .set({
      headline: 'Cold store shift lead',
      skillIds: [m('skills', 'sap-ewm'), m('skills', 'rf-scanning')],
      desiredDesignationIds: [m('designations', 'warehouse-supervisor')],
      currentCountryId: m('countries', 'united-arab-emirates'),
      currentStateId: m('states', 'dubai'),
      currentCityId: m('cities', 'jebel-ali'),
      nationalityId: m('countries', 'united-arab-emirates'),
      visaStatusId: visa,
      totalExperienceYears: 8,
    })
    .where(eq(candidateProfiles.userId, amal.id));
  await db
    .update(candidateProfiles)
    .set({ skillIds: [m('skills', 'sap-ewm')], totalExperienceYears: 2 })
    .where(eq(candidateProfiles.userId, bilal.id));
  for (const id of [amal.id, bilal.id]) await refreshCandidateDerived(db, id);
  // Most recently active first: Chen, then Amal, then Bilal.
  for (const [id, minutesAgo] of [
    [chen.id, 0],
    [amal.id, 1],
    [bilal.id, 2],
  ] as const) {
    await db
      .update(candidateProfiles)
      .set({ lastActiveAt: sql`now() - make_interval(mins => ${minutesAgo})` })
      .where(eq(candidateProfiles.userId, id));
  }
});
afterAll(() => t.close());

type Row = { id: number; first_name: string; has_cv: boolean; skills: string[]; location: string | null };

async function list(query: string, token = staff, path = 'candidate/candidates-filter') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/${path}?q=${FAMILY}&${query}`,
    headers: bearer(token),
  });
  return res;
}
const names = async (query: string, path?: string) => {
  const res = await list(query, staff, path);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Row[] }>().data.map((r) => r.first_name);
};

describe('GET candidate/ (staff list)', () => {
  it('finds by name, e-mail, headline and CV text, newest activity first by default', async () => {
    expect(await names('', 'candidate/')).toEqual(['Chen', 'Amal', 'Bilal']);
    const byHeadline = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/?q=cold store',
      headers: bearer(staff),
    });
    // The demo CV database holds other cold-store people: only this file's candidates are compared.
    const ours = (body: { data: Row[] }) =>
      body.data.map((r) => r.id).filter((id) => Object.values(ids).includes(id));
    expect(ours(byHeadline.json())).toEqual([ids.amal]);
    const byCv = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/?q=telematics',
      headers: bearer(staff),
    });
    expect(ours(byCv.json())).toEqual([ids.amal]);
  });

  it('sorts by name or completeness and pages', async () => {
    expect(await names('sort=name', 'candidate/')).toEqual(['Amal', 'Bilal', 'Chen']);
    expect((await names('sort=completeness', 'candidate/'))[0]).toBe('Amal');
    const page2 = await list('sort=name&page=2&page_size=2', staff, 'candidate/');
    expect(page2.json()).toMatchObject({ meta: { page: 2, page_size: 2, total: 3 } });
    expect(page2.json().data.map((r: Row) => r.first_name)).toEqual(['Chen']);
  });

  it('shows what staff scan for: location, skills, CV present', async () => {
    const [amal] = (await list('sort=name', staff, 'candidate/')).json().data as Row[];
    expect(amal).toMatchObject({
      location: 'Jebel Ali, Dubai, United Arab Emirates',
      skills: ['RF scanning', 'SAP EWM'],
      has_cv: true,
    });
  });
});

describe('GET candidate/candidates-filter', () => {
  it.each([
    ['skills=SKILL_EWM,SKILL_RF', ['Amal']],
    ['skills=SKILL_EWM&sort=name', ['Amal', 'Bilal']],
    ['experience_min=5', ['Amal']],
    ['experience_max=5', ['Bilal']],
    ['has_cv=true', ['Amal']],
    ['has_cv=false&sort=name', ['Bilal', 'Chen']],
    ['location=DUBAI', ['Amal']],
    ['designation=WH_SUP', ['Amal']],
    ['nationality=UAE', ['Amal']],
    ['visa_status=VISA', ['Amal']],
    ['completeness_min=20&sort=name', ['Amal']],
  ])('%s', async (query, expected) => {
    const q = query
      .replace('SKILL_EWM', String(m('skills', 'sap-ewm')))
      .replace('SKILL_RF', String(m('skills', 'rf-scanning')))
      .replace('DUBAI', String(m('states', 'dubai')))
      .replace('WH_SUP', String(m('designations', 'warehouse-supervisor')))
      .replace('UAE', String(m('countries', 'united-arab-emirates')))
      .replace('VISA', String(visa));
    expect(await names(q)).toEqual(expected);
  });

  it('names each bad parameter', async () => {
    const res = await list('experience_min=9&experience_max=3&has_cv=maybe&sort=salary&skills=abc');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().message).sort()).toEqual(['has_cv', 'skills.0', 'sort']);
    const range = await list('experience_min=9&experience_max=3');
    expect(range.json().message).toEqual({
      experience_max: ['Maximum experience must be at least the minimum'],
    });
  });
});

describe('who may list candidates', () => {
  it('staff with candidates.list; not candidates, not employers, not strangers', async () => {
    const admin = await signIn(t.app, 'admin', DEMO.master_admin);
    expect((await list('', admin)).statusCode).toBe(200);
    const candidate = await signIn(t.app, 'candidate', DEMO.candidate);
    const employer = await signIn(t.app, 'employer', DEMO.employer);
    for (const path of ['candidate/', 'candidate/candidates-filter']) {
      expect((await list('', candidate, path)).statusCode).toBe(403);
      expect((await list('', employer, path)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: `/api/${path}` })).statusCode).toBe(401);
    }
  });
});
