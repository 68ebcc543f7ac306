import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { loadMasters, type Masters } from '../../../test/helpers/jobs';
import { registerCandidate } from '../../../test/helpers/registration';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { jobAlerts } from '../../core/db/schema/alerts';

let t: Awaited<ReturnType<typeof setupFile>>;
let m: Masters;
let candidate: string;
let other: string;
let employer: string;

beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  m = await loadMasters(t.app);
  candidate = await signIn(t.app, 'candidate', DEMO.candidate);
  employer = await signIn(t.app, 'employer', DEMO.employer);
  other = (await registerCandidate(t.app)).token;
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload: payload as string } : {}) });

const storedFor = async (token: string) =>
  (await call(token, 'GET', '/api/jobs/alert')).json<{ data: { id: number; name: string }[] }>().data;

describe('creating alerts', () => {
  it('creates an alert from search criteria, named after them, due in a day', async () => {
    const res = await call(candidate, 'POST', '/api/jobs/alert', {
      criteria: { keyword: 'forklift', location: String(m('states', 'dubai')), employment_type: 'FULL_TIME' },
    });
    expect(res.statusCode).toBe(201);
    const alert = res.json().data;
    expect(alert.name).toBe('forklift · Dubai · Full time');
    expect(alert.criteria).toEqual({
      keyword: 'forklift',
      location: [m('states', 'dubai')],
      employment_type: ['FULL_TIME'],
    });
    expect(alert.labels.map((l: { key: string }) => l.key)).toEqual([
      'keyword',
      'location',
      'employment_type',
    ]);
    expect(alert.search_query).toBe(
      `keyword=forklift&location=${m('states', 'dubai')}&employment_type=FULL_TIME`,
    );
    expect(alert.frequency).toBe('daily');
    expect(alert.active).toBe(true);
    const hours = (Date.parse(alert.next_run_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23);
    expect(hours).toBeLessThan(25);
  });

  it('takes ids as numbers from JSON clients, a given name and a weekly frequency', async () => {
    const res = await call(candidate, 'POST', '/api/jobs/alert', {
      name: 'Supervisor roles',
      criteria: { designation: [m('designations', 'warehouse-supervisor')], experience: 4 },
      frequency: 'weekly',
    });
    expect(res.statusCode).toBe(201);
    const alert = res.json().data;
    expect(alert.name).toBe('Supervisor roles');
    expect(alert.criteria).toEqual({
      designation: [m('designations', 'warehouse-supervisor')],
      experience: 4,
    });
    expect((Date.parse(alert.next_run_at) - Date.now()) / 86_400_000).toBeGreaterThan(6.9);
  });

  it.each([
    ['no criteria', { criteria: {} }, 'criteria'],
    ['only empty criteria', { criteria: { keyword: '  ', location: '' } }, 'criteria'],
    ['a paging key', { criteria: { keyword: 'sap', page: 2 } }, 'criteria.page'],
    ['an unknown frequency', { criteria: { keyword: 'sap' }, frequency: 'hourly' }, 'frequency'],
    ['an id that is not a number', { criteria: { location: 'dubai' } }, 'criteria.location.0'],
    ['a designation id used as a location', { criteria: { location: [1_000_000] } }, 'criteria.location'],
    ['salary range upside down', { criteria: { salary_min: 9000, salary_max: 100 } }, 'criteria.salary_max'],
    ['a long name', { name: 'x'.repeat(101), criteria: { keyword: 'sap' } }, 'name'],
    ['an unknown field', { criteria: { keyword: 'sap' }, colour: 'red' }, 'colour'],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_, body, field) => {
    const before = (await storedFor(candidate)).length;
    const res = await call(candidate, 'POST', '/api/jobs/alert', body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().message)).toContain(field);
    expect((await storedFor(candidate)).length).toBe(before);
  });

  it('refuses a location id from another list', async () => {
    const res = await call(candidate, 'POST', '/api/jobs/alert', {
      criteria: { location: [m('designations', 'warehouse-supervisor')] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ 'criteria.location': ['Choose a value from the list'] });
  });

  it('stops at 20 alerts with a 409', async () => {
    const start = (await storedFor(other)).length;
    for (let i = start; i < 20; i++) {
      const res = await call(other, 'POST', '/api/jobs/alert', { criteria: { keyword: `word${i}` } });
      expect(res.statusCode).toBe(201);
    }
    const res = await call(other, 'POST', '/api/jobs/alert', { criteria: { keyword: 'one too many' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/up to 20 alerts/);
    expect((await storedFor(other)).length).toBe(20);
  });
});

describe('alerts stored in an older shape', () => {
  it('reads one location kept as a number or a "3,7" string as the list of ids it named', async () => {
    const me = await registerCandidate(t.app);
    const [dubai, sharjah] = [m('states', 'dubai'), m('states', 'sharjah')];
    await t.database.db.insert(jobAlerts).values([
      {
        candidateId: me.id,
        name: 'Old one',
        criteria: { keyword: 'forklift', location: dubai },
        nextRunAt: new Date(Date.now() + 86_400_000),
      },
      {
        candidateId: me.id,
        name: 'Old two',
        criteria: { keyword: 'forklift', location: `${dubai},${sharjah}` },
        nextRunAt: new Date(Date.now() + 86_400_000),
      },
    ]);
    const list = (await call(me.token, 'GET', '/api/jobs/alert')).json<{
      data: { name: string; criteria: { location: number[] }; search_query: string }[];
    }>().data;
    const byName = new Map(list.map((a) => [a.name, a]));
    expect(byName.get('Old one')?.criteria.location).toEqual([dubai]);
    expect(byName.get('Old two')?.criteria.location).toEqual([dubai, sharjah]);
    expect(byName.get('Old two')?.search_query).toBe(`keyword=forklift&location=${dubai},${sharjah}`);
  });
});

describe('changing alerts', () => {
  const create = async (token: string) =>
    (await call(token, 'POST', '/api/jobs/alert', { criteria: { keyword: 'reach truck' } })).json().data;

  it('pauses, resumes and renames; a cleared name falls back to the criteria', async () => {
    const alert = await create(candidate);
    const paused = await call(candidate, 'PATCH', `/api/jobs/alert/${alert.id}`, { active: false });
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ data: { active: false }, message: 'Alert paused.' });

    // Resuming starts from now: the jobs of the pause are not mailed later.
    await t.database.db
      .update(jobAlerts)
      .set({ lastRunAt: new Date('2020-01-01') })
      .where(eq(jobAlerts.id, alert.id));
    const resumed = (await call(candidate, 'PATCH', `/api/jobs/alert/${alert.id}`, { active: true })).json();
    expect(resumed.message).toBe('Alert resumed.');
    expect(Date.now() - Date.parse(resumed.data.last_run_at)).toBeLessThan(60_000);

    const renamed = await call(candidate, 'PATCH', `/api/jobs/alert/${alert.id}`, {
      name: 'Reach trucks',
      criteria: { keyword: 'reach truck', location: [m('cities', 'jebel-ali')] },
      frequency: 'weekly',
    });
    expect(renamed.json().data).toMatchObject({ name: 'Reach trucks', frequency: 'weekly' });
    expect(renamed.json().data.criteria.location).toEqual([m('cities', 'jebel-ali')]);
    const cleared = await call(candidate, 'PATCH', `/api/jobs/alert/${alert.id}`, { name: '' });
    expect(cleared.json().data.name).toBe('reach truck · Jebel Ali');
  });

  it('refuses bad changes with a 400 and keeps the alert as it was', async () => {
    const alert = await create(candidate);
    for (const body of [{ criteria: {} }, { frequency: 'monthly' }, { active: 'perhaps' }, { owner: 1 }]) {
      const res = await call(candidate, 'PATCH', `/api/jobs/alert/${alert.id}`, body);
      expect(res.statusCode).toBe(400);
    }
    const [row] = await t.database.db.select().from(jobAlerts).where(eq(jobAlerts.id, alert.id));
    expect(row).toMatchObject({ criteria: { keyword: 'reach truck' }, frequency: 'daily', active: true });
  });

  it('deletes an alert', async () => {
    const alert = await create(candidate);
    expect((await call(candidate, 'DELETE', `/api/jobs/alert/${alert.id}`)).statusCode).toBe(200);
    expect((await storedFor(candidate)).map((a) => a.id)).not.toContain(alert.id);
    expect((await call(candidate, 'DELETE', `/api/jobs/alert/${alert.id}`)).statusCode).toBe(404);
  });
});

describe('who may touch alerts', () => {
  it("never shows, changes or deletes another candidate's alert (404)", async () => {
    const mine = (
      await call(candidate, 'POST', '/api/jobs/alert', { criteria: { keyword: 'customs' } })
    ).json().data;
    expect((await storedFor(other)).map((a) => a.id)).not.toContain(mine.id);
    expect((await call(other, 'PATCH', `/api/jobs/alert/${mine.id}`, { active: false })).statusCode).toBe(
      404,
    );
    expect((await call(other, 'DELETE', `/api/jobs/alert/${mine.id}`)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(jobAlerts).where(eq(jobAlerts.id, mine.id));
    expect(row?.active).toBe(true);
  });

  it('answers 401 without a token and 403 to other roles', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/jobs/alert' })).statusCode).toBe(401);
    expect((await call(employer, 'GET', '/api/jobs/alert')).statusCode).toBe(403);
    expect(
      (await call(employer, 'POST', '/api/jobs/alert', { criteria: { keyword: 'sap' } })).statusCode,
    ).toBe(403);
  });
});
