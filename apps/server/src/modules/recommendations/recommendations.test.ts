import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { jobBody, loadMasters, type Masters, postJob } from '../../../test/helpers/jobs';
import { registerCandidate } from '../../../test/helpers/registration';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { applications } from '../../core/db/schema/applications';
import { candidateProfiles } from '../../core/db/schema/candidates';

let t: Awaited<ReturnType<typeof setupFile>>;
let m: Masters;
let employer: string;
let token: string;
let userId: number;
const jobs: Record<'full' | 'partial' | 'skillsOnly' | 'none' | 'applied', number> = {
  full: 0,
  partial: 0,
  skillsOnly: 0,
  none: 0,
  applied: 0,
};

type Rec = { id: number; score: number; reasons: { kind: string; label: string }[] };
const recommended = async (query = 'page_size=100') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/jobs/recommended?${query}`,
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Rec[]; meta: { page: number; total: number; needs_profile: boolean } }>();
};

beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  m = await loadMasters(t.app);
  employer = await signIn(t.app, 'employer', DEMO.employer);
  ({ token, id: userId } = await registerCandidate(t.app));
  const abuDhabi = { country_id: m('countries', 'united-arab-emirates'), state_id: m('states', 'abu-dhabi') };
  const elsewhere = {
    designation_id: m('designations', 'freight-forwarder'),
    functional_area_id: m('functional_areas', 'freight-forwarding'),
    skill_ids: [m('skills', 'incoterms')],
  };
  jobs.full = await postJob(t.app, employer, jobBody(m, { title: 'Bonded Warehouse Supervisor' }));
  jobs.applied = await postJob(t.app, employer, jobBody(m, { title: 'Cold Store Supervisor' }));
  // Dubai only: the location matches, nothing else does.
  jobs.partial = await postJob(
    t.app,
    employer,
    jobBody(m, { title: 'Sea Freight Coordinator', ...elsewhere }),
  );
  jobs.skillsOnly = await postJob(
    t.app,
    employer,
    jobBody(m, {
      title: 'EWM Consultant',
      ...elsewhere,
      skill_ids: [m('skills', 'sap-ewm')],
      locations: [abuDhabi],
    }),
  );
  jobs.none = await postJob(
    t.app,
    employer,
    jobBody(m, { title: 'Air Freight Agent', ...elsewhere, locations: [abuDhabi] }),
  );
});
afterAll(() => t.close());

describe('recommended jobs', () => {
  it('asks for the desired job while the profile gives nothing to match on', async () => {
    const res = await recommended();
    expect(res.data).toEqual([]);
    expect(res.meta).toMatchObject({ total: 0, needs_profile: true });
  });

  it('ranks open jobs by fit, says why, and leaves out jobs applied for and jobs that do not fit', async () => {
    await t.database.db.insert(candidateProfiles).values({ userId }).onConflictDoNothing();
    await t.database.db.update(candidateProfiles).set({
      desiredDesignationIds: [m('designations', 'warehouse-supervisor')],
      desiredLocationIds: [m('states', 'dubai')],
      skillIds: [m('skills', 'sap-ewm'), m('skills', 'rf-scanning')],
      totalExperienceYears: 4,
      expectedSalary: 7000,
      desiredEmploymentTypes: ['FULL_TIME'],
    });
    await t.database.db.insert(applications).values({ jobId: jobs.applied, candidateId: userId });

    const res = await recommended();
    expect(res.meta.needs_profile).toBe(false);
    const ids = res.data.map((r) => r.id);
    expect(ids).not.toContain(jobs.applied);
    expect(ids).not.toContain(jobs.none);
    const rank = (id: number) => ids.indexOf(id);
    expect(rank(jobs.full)).toBe(0);
    // The location (20) outweighs one of two skills (12.5); both beat nothing.
    expect(rank(jobs.partial)).toBeGreaterThan(0);
    expect(rank(jobs.skillsOnly)).toBeGreaterThan(rank(jobs.partial));

    const full = res.data[0] as Rec;
    expect(full.score).toBe(100);
    // Each reason also carries what an Arabic page writes it from (label_ar, years, amount).
    expect(full.reasons).toMatchObject([
      { kind: 'designation', label: 'Warehouse Supervisor' },
      { kind: 'location', label: 'Dubai' },
      { kind: 'skill', label: 'SAP EWM' },
      { kind: 'skill', label: 'RF scanning' },
      { kind: 'employment_type', label: 'Full time' },
      { kind: 'experience', label: '4 years experience' },
      { kind: 'salary', label: 'AED 7,000 a month' },
    ]);
    const partial = res.data.find((r) => r.id === jobs.partial) as Rec;
    expect(partial.reasons.map((r) => r.kind)).toEqual([
      'location',
      'employment_type',
      'experience',
      'salary',
    ]);
    // Out of the 90 points this profile can give (no functional area): 40 and 32.5.
    expect(partial.score).toBe(44);
    const skillsOnly = res.data.find((r) => r.id === jobs.skillsOnly) as Rec;
    expect(skillsOnly.reasons.filter((r) => r.kind === 'skill')).toMatchObject([
      { kind: 'skill', label: 'SAP EWM' },
    ]);
    expect(skillsOnly.score).toBe(36);
    expect(res.meta.total).toBe(res.data.length);
  });

  it('weighs experience gaps: 6 years for a job asking 8-12 is a weak fit, not 88 %', async () => {
    const own = await registerCandidate(t.app);
    const designation = m('designations', 'warehouse-manager');
    const body = (title: string, min: number, max: number) =>
      jobBody(m, {
        title,
        designation_id: designation,
        skill_ids: [m('skills', 'lean-warehousing')],
        experience_min: min,
        experience_max: max,
      });
    const fits = await postJob(t.app, employer, body('Site Manager (fits)', 4, 7));
    const senior = await postJob(t.app, employer, body('Site Manager (senior)', 8, 12));
    const junior = await postJob(t.app, employer, body('Site Manager (junior)', 0, 2));
    await t.database.db
      .update(candidateProfiles)
      .set({
        desiredDesignationIds: [designation],
        skillIds: [m('skills', 'lean-warehousing')],
        totalExperienceYears: 6,
      })
      .where(eq(candidateProfiles.userId, own.id));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/jobs/recommended?page_size=100',
      headers: bearer(own.token),
    });
    const score = (id: number) => (res.json().data as Rec[]).find((r) => r.id === id)?.score;
    expect(score(fits)).toBe(100);
    // Designation and skill match (50 of 60 points = 83 %), two years short: 30 % less.
    expect(score(senior)).toBe(58);
    // Four years over the maximum: 16 % less than the 83 %.
    expect(score(junior)).toBe(70);
  });

  it('pages through the ranking', async () => {
    const all = await recommended();
    const second = await recommended('page=2&page_size=1');
    expect(second.data.map((r) => r.id)).toEqual([all.data[1]?.id]);
    expect(second.meta).toMatchObject({ page: 2, total: all.meta.total });
    const past = await recommended(`page=${all.meta.total + 1}&page_size=1`);
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(all.meta.total);
  });

  it('is for candidates only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/jobs/recommended' })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/jobs/recommended',
      headers: bearer(employer),
    });
    expect(res.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/jobs/recommended?page=0',
      headers: bearer(token),
    });
    expect(bad.statusCode).toBe(400);
  });
});

/** A new candidate with the given profile; returns their token. */
async function candidateWith(profile: Partial<typeof candidateProfiles.$inferInsert>) {
  const { token: own, id } = await registerCandidate(t.app);
  const user = { id };
  await t.database.db
    .insert(candidateProfiles)
    .values({ userId: user.id, ...profile })
    .onConflictDoUpdate({
      target: candidateProfiles.userId,
      set: profile,
    });
  return own;
}
const recommendedFor = async (own: string) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/jobs/recommended?page_size=100', headers: bearer(own) })
  ).json<{ data: Rec[] }>().data;

describe('recommendations across currencies', () => {
  it("compare the expected salary with the job's in AED a month", async () => {
    const customs = { designation_id: m('designations', 'customs-broker') };
    const pays = await postJob(
      t.app,
      employer,
      jobBody(m, { ...customs, title: 'Customs Broker', salary_min: 6500, salary_max: 7000 }),
    );
    const short = await postJob(
      t.app,
      employer,
      jobBody(m, { ...customs, title: 'Customs Clerk', salary_min: 4000, salary_max: 5000 }),
    );
    const own = await candidateWith({
      desiredDesignationIds: [m('designations', 'customs-broker')],
      // OMR 600 a month is about AED 5,731.
      expectedSalary: 600,
      expectedSalaryCurrency: 'OMR',
    });
    const recs = await recommendedFor(own);
    const kinds = (id: number) => recs.find((r) => r.id === id)?.reasons.map((r) => r.kind);
    expect(kinds(pays)).toContain('salary');
    expect(kinds(short)).not.toContain('salary');
  });
});
