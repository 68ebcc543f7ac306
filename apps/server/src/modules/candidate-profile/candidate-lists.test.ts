import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { loadMasters, type Masters } from '../../../test/helpers/jobs';
import { candidateEducations } from '../../core/db/schema/candidates';
import { idOf, newCandidate } from './profile-test-helpers';
import { expiryStatus } from './serialize';

let t: Awaited<ReturnType<typeof setupFile>>;
let m: Masters;
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  m = await loadMasters(t.app);
});
afterAll(() => t.close());

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const educationCount = async (userId: number) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(candidateEducations)
      .where(eq(candidateEducations.userId, userId))
  )[0]?.n;

describe('candidate/educations', () => {
  it('adds, changes and removes an education, and the score follows', async () => {
    const c = await newCandidate(t.app);
    const added = await c.call('POST', '/api/candidate/educations', {
      education_level_id: m('education_levels', 'bachelor-s-degree'),
      institution: 'Heriot-Watt University Dubai',
      field_of_study: 'Logistics and Supply Chain Management',
      start_year: 2010,
      end_year: 2014,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().message).toBe('Education added.');
    const list = added.json().data.educations;
    expect(list).toHaveLength(1);
    expect(list[0].education_level.slug).toBe('bachelor-s-degree');
    expect(added.json().data.completeness.score).toBe(10);
    const id = idOf(list);
    const changed = await c.call('PATCH', `/api/candidate/educations/${id}`, { grade: 'First class' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.educations[0]).toMatchObject({ grade: 'First class', start_year: 2010 });
    const removed = await c.call('DELETE', `/api/candidate/educations/${id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.educations).toEqual([]);
    expect(removed.json().data.completeness.score).toBe(0);
  });

  it('refuses bad input with the field named, also when a PATCH breaks a rule with the stored row', async () => {
    const c = await newCandidate(t.app);
    const bad = await c.call('POST', '/api/candidate/educations', {
      institution: '',
      start_year: 2015,
      end_year: 2012,
      education_level_id: m('skills', 'sap-ewm'),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual({
      institution: ['Institution is required'],
      end_year: ['The end year must not be before the start year'],
    });
    const level = await c.call('POST', '/api/candidate/educations', {
      institution: 'Zayed University',
      education_level_id: m('skills', 'sap-ewm'),
    });
    expect(level.json().message).toEqual({ education_level_id: ['Unknown education level'] });
    expect(await educationCount(c.id)).toBe(0);
    const ok = await c.call('POST', '/api/candidate/educations', {
      institution: 'Zayed University',
      start_year: 2015,
    });
    const id = idOf(ok.json().data.educations);
    const patch = await c.call('PATCH', `/api/candidate/educations/${id}`, { end_year: 2012 });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().message).toEqual({ end_year: ['The end year must not be before the start year'] });
  });

  it("answers 404 for another candidate's education, and leaves it alone", async () => {
    const owner = await newCandidate(t.app);
    const other = await newCandidate(t.app);
    const id = idOf(
      (await owner.call('POST', '/api/candidate/educations', { institution: 'Zayed University' })).json().data
        .educations,
    );
    expect((await other.call('PATCH', `/api/candidate/educations/${id}`, { grade: 'A' })).statusCode).toBe(
      404,
    );
    expect((await other.call('DELETE', `/api/candidate/educations/${id}`)).statusCode).toBe(404);
    expect((await other.call('DELETE', '/api/candidate/educations/999999')).json().message).toBe(
      'Education not found.',
    );
    expect(await educationCount(owner.id)).toBe(1);
  });

  it('stops at ten educations', async () => {
    const c = await newCandidate(t.app);
    for (let i = 0; i < 10; i++)
      await c.call('POST', '/api/candidate/educations', { institution: `School ${i}` });
    const res = await c.call('POST', '/api/candidate/educations', { institution: 'One too many' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You can list at most 10 educations. Remove one first.');
    expect(await educationCount(c.id)).toBe(10);
  });
});

describe('candidate/employments', () => {
  const job = (overrides: Record<string, unknown> = {}) => ({
    company: 'Aramex',
    job_title: 'Warehouse Supervisor',
    designation_id: m('designations', 'warehouse-supervisor'),
    start_date: '2018-03-01',
    end_date: '2022-06-30',
    ...overrides,
  });

  it('keeps current jobs first and job titles in the keywords', async () => {
    const c = await newCandidate(t.app);
    await c.call('POST', '/api/candidate/employments', job());
    const res = await c.call(
      'POST',
      '/api/candidate/employments',
      job({
        company: 'DP World',
        job_title: 'Inventory Controller',
        start_date: '2022-07-01',
        end_date: null,
        is_current: true,
      }),
    );
    expect(res.statusCode).toBe(201);
    const list = res.json().data.employments;
    expect(list.map((e: { company: string }) => e.company)).toEqual(['DP World', 'Aramex']);
    expect(list[1].designation.slug).toBe('warehouse-supervisor');
    expect(res.json().data.completeness.missing.map((s: { section: string }) => s.section)).not.toContain(
      'employments',
    );
  });

  it('checks the dates: not in the future, end after start, no end date while current', async () => {
    const c = await newCandidate(t.app);
    const res = await c.call(
      'POST',
      '/api/candidate/employments',
      job({ start_date: daysFromNow(30), end_date: '2010-01-01', is_current: true }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({
      start_date: ['The start date cannot be in the future'],
      end_date: ['The end date must not be before the start date', 'A current job has no end date'],
    });
    const open = await c.call('POST', '/api/candidate/employments', job({ end_date: null }));
    expect(open.json().message).toEqual({ end_date: ['Give the end date, or tick "I work here now"'] });
    const missing = await c.call('POST', '/api/candidate/employments', {});
    expect(Object.keys(missing.json().message).sort()).toEqual(['company', 'job_title', 'start_date']);
  });

  it('ticking "I work here now" on a PATCH clears the end date', async () => {
    const c = await newCandidate(t.app);
    const id = idOf((await c.call('POST', '/api/candidate/employments', job())).json().data.employments);
    const res = await c.call('PATCH', `/api/candidate/employments/${id}`, { is_current: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.employments[0]).toMatchObject({ is_current: true, end_date: null });
    const back = await c.call('PATCH', `/api/candidate/employments/${id}`, { is_current: false });
    expect(back.json().message).toEqual({ end_date: ['Give the end date, or tick "I work here now"'] });
  });

  it("answers 404 for another candidate's job", async () => {
    const owner = await newCandidate(t.app);
    const other = await newCandidate(t.app);
    const id = idOf((await owner.call('POST', '/api/candidate/employments', job())).json().data.employments);
    expect(
      (await other.call('PATCH', `/api/candidate/employments/${id}`, { company: 'Mine' })).statusCode,
    ).toBe(404);
    expect((await other.call('DELETE', `/api/candidate/employments/${id}`)).statusCode).toBe(404);
    expect((await owner.call('GET', '/api/candidate/profile')).json().data.employments[0].company).toBe(
      'Aramex',
    );
  });
});

describe('candidate/certification', () => {
  it('takes the name from the master list and flags expiry', async () => {
    const c = await newCandidate(t.app);
    const list = await t.app.inject({ method: 'GET', url: '/api/master/certifications' });
    const iata = list.json().data.find((i: { name: string }) => i.name === 'IATA DGR');
    await c.call('POST', '/api/candidate/certification', {
      certification_id: iata.id,
      expires_on: daysFromNow(30),
    });
    await c.call('POST', '/api/candidate/certification', {
      name: 'Forklift licence',
      expires_on: daysFromNow(-1),
    });
    const res = await c.call('POST', '/api/candidate/certification', {
      name: 'PMP',
      issued_on: '2020-01-10',
      expires_on: daysFromNow(400),
    });
    expect(res.statusCode).toBe(201);
    const byName = Object.fromEntries(
      res
        .json()
        .data.certifications.map((x: { name: string; expiry_status: string }) => [x.name, x.expiry_status]),
    );
    expect(byName).toEqual({ 'IATA DGR': 'expiring_soon', 'Forklift licence': 'expired', PMP: 'valid' });
  });

  it('needs a name or a list entry, and an expiry after the issue date', async () => {
    const c = await newCandidate(t.app);
    const res = await c.call('POST', '/api/candidate/certification', {
      issued_on: '2021-01-01',
      expires_on: '2020-01-01',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({
      name: ['Choose a certification or type its name'],
      expires_on: ['The expiry date must be after the issue date'],
    });
    const id = idOf(
      (await c.call('POST', '/api/candidate/certification', { name: 'CIPS' })).json().data.certifications,
    );
    const cleared = await c.call('PATCH', `/api/candidate/certification/${id}`, { name: '' });
    expect(cleared.json().message).toEqual({ name: ['Choose a certification or type its name'] });
    const renamed = await c.call('PATCH', `/api/candidate/certification/${id}`, { name: 'CIPS Level 4' });
    expect(renamed.json().data.certifications[0].name).toBe('CIPS Level 4');
  });

  it("answers 404 for another candidate's certification", async () => {
    const owner = await newCandidate(t.app);
    const other = await newCandidate(t.app);
    const id = idOf(
      (await owner.call('POST', '/api/candidate/certification', { name: 'PMP' })).json().data.certifications,
    );
    expect((await other.call('DELETE', `/api/candidate/certification/${id}`)).statusCode).toBe(404);
    expect((await owner.call('DELETE', `/api/candidate/certification/${id}`)).statusCode).toBe(200);
  });
});

describe('expiryStatus', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it('names the day boundaries', () => {
    expect(expiryStatus(null, now)).toBe('no_expiry');
    expect(expiryStatus('2026-02-28', now)).toBe('expired');
    expect(expiryStatus('2026-03-01', now)).toBe('expiring_soon');
    expect(expiryStatus('2026-04-30', now)).toBe('expiring_soon');
    expect(expiryStatus('2026-05-01', now)).toBe('valid');
  });
});
