import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { newCandidate } from '../../../test/helpers/candidate-profile';
import { loadMasters, type Masters } from '../../../test/helpers/jobs';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { candidateProfiles } from '../../core/db/schema/candidates';

let t: Awaited<ReturnType<typeof setupFile>>;
let m: Masters;
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  m = await loadMasters(t.app);
});
afterAll(() => t.close());

const masterId = async (list: string, name: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/master/${list}` });
  const item = res.json<{ data: { id: number; name: string }[] }>().data.find((i) => i.name === name);
  if (!item) throw new Error(`no ${list} ${name}`);
  return item.id;
};

const profileRow = async (userId: number) =>
  (await t.database.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, userId)))[0];

describe('GET candidate/profile', () => {
  it('registration creates the profile row, and a new profile starts empty and not onboarded', async () => {
    const c = await newCandidate(t.app);
    expect(await profileRow(c.id)).toBeDefined();
    const res = await c.call('GET', '/api/candidate/profile');
    expect(res.statusCode).toBe(200);
    const p = res.json().data;
    expect(p).toMatchObject({ first_name: 'Fatima', phone: '+971501234567', onboarded: false, cv: null });
    expect(p.completeness.score).toBe(0);
    expect(p.completeness.missing.map((s: { section: string }) => s.section)).toEqual([
      'personal',
      'photo',
      'cv',
      'summary',
      'skills',
      'employments',
      'educations',
      'desired_job',
    ]);
    expect(p).not.toHaveProperty('consultant_feedback');
  });

  it('creates the row lazily for a candidate who has none (the seeded demo candidate)', async () => {
    const token = await signIn(t.app, 'candidate', DEMO.candidate);
    const res = await t.app.inject({ method: 'GET', url: '/api/candidate/profile', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(DEMO.candidate);
  });

  it('is for candidates only: 401 without a token, 403 for an employer', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/candidate/profile' })).statusCode).toBe(401);
    const employer = await signIn(t.app, 'employer', DEMO.employer);
    for (const [method, url] of [
      ['GET', '/api/candidate/profile'],
      ['PATCH', '/api/candidate/update'],
      ['PUT', '/api/candidate/summary'],
      ['POST', '/api/candidate/educations'],
      ['PUT', '/api/candidate/desired-job'],
      ['POST', '/api/candidate/onboarding'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: bearer(employer), payload: {} });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('PATCH candidate/update', () => {
  it('saves personal details and skills, resolving the current location and keeping keywords', async () => {
    const c = await newCandidate(t.app);
    const res = await c.call('PATCH', '/api/candidate/update', {
      first_name: 'Aisha',
      gender: 'female',
      date_of_birth: '1990-05-01',
      nationality_id: m('countries', 'united-arab-emirates'),
      current_location: {
        country_id: m('countries', 'united-arab-emirates'),
        city_id: m('cities', 'jebel-ali'),
      },
      visa_status_id: await masterId('visa_statuses', 'Employment visa'),
      notice_period_id: await masterId('notice_periods', '1 month'),
      total_experience_years: 7,
      skill_ids: [m('skills', 'sap-ewm'), m('skills', 'rf-scanning'), m('skills', 'sap-ewm')],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Personal details saved.');
    const p = res.json().data;
    expect(p.first_name).toBe('Aisha');
    expect(p.current_location.state.slug).toBe('dubai');
    expect(p.current_location.city.slug).toBe('jebel-ali');
    expect(p.visa_status.name).toBe('Employment visa');
    expect(p.skills.map((s: { slug: string }) => s.slug)).toEqual(['sap-ewm', 'rf-scanning']);
    expect(p.completeness.score).toBe(15);
    expect(p.completeness.missing.map((s: { section: string }) => s.section)).not.toContain('personal');
    const row = await profileRow(c.id);
    expect(row?.keywords).toContain('SAP EWM');
    expect(row?.completeness).toBe(15);
  });

  it('changes only the fields sent, and null clears an optional one', async () => {
    const c = await newCandidate(t.app);
    await c.call('PATCH', '/api/candidate/update', { total_experience_years: 4, gender: 'male' });
    const res = await c.call('PATCH', '/api/candidate/update', { gender: null });
    expect(res.json().data).toMatchObject({
      gender: null,
      total_experience_years: 4,
      last_name: 'Al Mansoori',
    });
  });

  it('refuses bad input, naming each field, and stores nothing', async () => {
    const c = await newCandidate(t.app);
    const res = await c.call('PATCH', '/api/candidate/update', {
      first_name: '',
      phone: 'call me',
      date_of_birth: '2020-01-01',
      total_experience_years: -1,
      gender: 'robot',
      email: 'x@y.z',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().message).sort()).toEqual([
      'date_of_birth',
      'email',
      'first_name',
      'gender',
      'phone',
      'total_experience_years',
    ]);
    expect(res.json().message.date_of_birth).toEqual(['You must be at least 16 years old']);
    const p = (await c.call('GET', '/api/candidate/profile')).json().data;
    expect(p.first_name).toBe('Fatima');
  });

  it('checks every master id against its own list', async () => {
    const c = await newCandidate(t.app);
    const res = await c.call('PATCH', '/api/candidate/update', {
      nationality_id: m('skills', 'sap-ewm'),
      visa_status_id: m('countries', 'united-arab-emirates'),
      skill_ids: [m('designations', 'warehouse-supervisor')],
      notice_period_id: 999_999,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({
      nationality_id: ['Unknown nationality'],
      visa_status_id: ['Unknown visa status'],
      notice_period_id: ['Unknown notice period'],
      skill_ids: ['Unknown skill'],
    });
    const loc = await c.call('PATCH', '/api/candidate/update', {
      current_location: { country_id: m('countries', 'saudi-arabia'), state_id: m('states', 'dubai') },
    });
    expect(loc.statusCode).toBe(400);
    expect(loc.json().message).toEqual({
      'current_location.state_id': ['This state is not in the chosen country'],
    });
  });
});

describe('PUT candidate/summary', () => {
  it('sets and clears the headline and summary', async () => {
    const c = await newCandidate(t.app);
    const res = await c.call('PUT', '/api/candidate/summary', {
      headline: '  Warehouse supervisor, 8 years in 3PL  ',
      summary: 'Ran a bonded warehouse of 40,000 pallets.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.headline).toBe('Warehouse supervisor, 8 years in 3PL');
    expect(res.json().data.completeness.score).toBe(10);
    const cleared = await c.call('PUT', '/api/candidate/summary', { headline: '', summary: null });
    expect(cleared.json().data).toMatchObject({ headline: null, summary: null });
  });

  it('refuses an over-long summary', async () => {
    const c = await newCandidate(t.app);
    const res = await c.call('PUT', '/api/candidate/summary', { summary: 'x'.repeat(4001) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ summary: ['Summary must be at most 4000 characters'] });
  });
});

describe('PUT candidate/desired-job', () => {
  it('replaces the desired job and feeds the keywords', async () => {
    const c = await newCandidate(t.app);
    const res = await c.call('PUT', '/api/candidate/desired-job', {
      designation_ids: [m('designations', 'warehouse-supervisor')],
      functional_area_ids: [m('functional_areas', 'warehousing')],
      location_ids: [m('states', 'dubai'), m('cities', 'jebel-ali')],
      employment_types: ['FULL_TIME', 'CONTRACTOR'],
      expected_salary: 12000,
      expected_salary_currency: 'AED',
    });
    expect(res.statusCode).toBe(200);
    const d = res.json().data.desired_job;
    expect(d.designations[0].slug).toBe('warehouse-supervisor');
    expect(d.locations.map((l: { slug: string }) => l.slug)).toEqual(['dubai', 'jebel-ali']);
    expect(d.employment_types).toEqual(['FULL_TIME', 'CONTRACTOR']);
    expect(res.json().data.completeness.score).toBe(10);
    expect((await profileRow(c.id))?.keywords).toMatch(/warehouse supervisor/i);
    const again = await c.call('PUT', '/api/candidate/desired-job', {});
    expect(again.json().data.desired_job).toMatchObject({
      designations: [],
      locations: [],
      expected_salary: null,
    });
  });

  it('refuses a country as a location, unknown ids and a bad currency', async () => {
    const c = await newCandidate(t.app);
    const res = await c.call('PUT', '/api/candidate/desired-job', {
      location_ids: [m('countries', 'united-arab-emirates')],
      designation_ids: [m('skills', 'sap-ewm')],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({
      designation_ids: ['Unknown designation'],
      location_ids: ['Choose emirates, states or cities from the list'],
    });
    const bad = await c.call('PUT', '/api/candidate/desired-job', {
      expected_salary_currency: 'XYZ',
      expected_salary: -5,
      employment_types: ['SOMETIMES'],
    });
    expect(Object.keys(bad.json().message).sort()).toEqual([
      'employment_types.0',
      'expected_salary',
      'expected_salary_currency',
    ]);
  });
});

describe('POST candidate/onboarding', () => {
  it('ends the wizard on complete or skip, keeping the first time', async () => {
    const c = await newCandidate(t.app);
    const res = await c.call('POST', '/api/candidate/onboarding', { action: 'skip' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.onboarded).toBe(true);
    const first = (await profileRow(c.id))?.onboardedAt;
    await c.call('POST', '/api/candidate/onboarding', { action: 'complete' });
    expect((await profileRow(c.id))?.onboardedAt).toEqual(first);
  });

  it('refuses an unknown action', async () => {
    const c = await newCandidate(t.app);
    const res = await c.call('POST', '/api/candidate/onboarding', { action: 'later' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ action: ['Choose complete or skip'] });
    expect((await profileRow(c.id))?.onboardedAt).toBeNull();
  });
});

describe('languages (issue 29: saved from a CV or typed)', () => {
  it('keeps up to ten languages once each, finds the candidate by them, and says what is wrong otherwise', async () => {
    const c = await newCandidate(t.app);
    const res = await c.call('PATCH', '/api/candidate/update', {
      languages: [' Arabic ', 'English', 'arabic'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.languages).toEqual(['Arabic', 'English']);
    expect((await profileRow(c.id))?.keywords).toContain('Arabic');

    const tooMany = await c.call('PATCH', '/api/candidate/update', {
      languages: Array.from({ length: 11 }, (_, i) => `Language ${i}`),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(JSON.stringify(tooMany.json().message)).toContain('at most 10 languages');
    const tooLong = await c.call('PATCH', '/api/candidate/update', { languages: ['x'.repeat(51)] });
    expect(tooLong.statusCode).toBe(400);
    expect((await c.call('GET', '/api/candidate/profile')).json().data.languages).toEqual([
      'Arabic',
      'English',
    ]);
  });
});
