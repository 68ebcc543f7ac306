import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { seedDemoActivity } from './demo-activity';
import { seedDemoCandidate } from './demo-candidate';

let t: Awaited<ReturnType<typeof setupFile>>;
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
});
afterAll(() => t.close());

const get = async (url: string, token: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(token) });
  expect(res.statusCode, url).toBe(200);
  return res.json().data;
};

// What a newcomer sees on a fresh start, signed in as the demo accounts.
describe('the demo accounts on a fresh database', () => {
  it('the candidate has a complete profile, applications at several stages, saved jobs and an alert', async () => {
    const token = await signIn(t.app, 'candidate', DEMO.candidate);
    const profile = await get('candidate/profile', token);
    expect(profile.completeness.score).toBeGreaterThanOrEqual(90);
    expect(profile.cv).not.toBeNull();
    expect(profile.employments.length).toBe(2);
    const applications: { status: string; history: unknown[] }[] = await get('jobs/apply', token);
    // Issue 28: her three interviews (accepted, awaiting, another time asked) put those applications at
    // the interview stage; one is offered, and her newest is still at applied.
    expect(applications.map((a) => a.status).sort()).toEqual([
      'applied',
      'interview',
      'interview',
      'interview',
      'offered',
    ]);
    // Issue 28: the offered one carries an offer awaiting her answer, from the demo employer.
    const offers: { status: string; company: string }[] = await get('offers/mine', token);
    expect(offers.map((o) => [o.status, o.company])).toEqual([['pending', 'Gulf Freight Solutions LLC']]);
    const interviews: { response: string }[] = await get('interviews/mine', token);
    expect(interviews.map((i) => i.response).sort()).toEqual(['accepted', 'pending', 'reschedule_requested']);
    // Each has its history: "applied" alone on the newest, the steps since on the others.
    expect(applications.map((a) => a.history.length >= (a.status === 'applied' ? 1 : 2))).not.toContain(
      false,
    );
    expect((await get('jobs/save-job', token)).length).toBe(2);
    expect((await get('jobs/alert', token)).map((a: { name: string }) => a.name)).toEqual([
      'Warehouse jobs in Dubai',
    ]);
  });

  it("the employer's dashboard has applicants at several stages and in several weeks", async () => {
    const token = await signIn(t.app, 'employer', DEMO.employer);
    const d = await get('dashboards/employer?period=90', token);
    const stages = (d.funnel as { status: string; count: number }[]).filter((f) => f.count > 0);
    expect(stages.length).toBeGreaterThanOrEqual(3);
    expect(
      (d.applications as { applications: number }[]).filter((w) => w.applications > 0).length,
    ).toBeGreaterThan(1);
    expect(d.recent.length).toBeGreaterThan(0);
    expect((d.open_jobs as { views: number }[]).every((j) => j.views >= 40 && j.views < 200)).toBe(true);
  });

  it('is added once: running the steps again changes nothing the candidate sees', async () => {
    const token = await signIn(t.app, 'candidate', DEMO.candidate);
    const before = await get('jobs/apply', token);
    await seedDemoCandidate(t.database.db, { dataDir: t.dataDir });
    await seedDemoActivity(t.database.db);
    expect(await get('jobs/apply', token)).toEqual(before);
    expect((await get('candidate/profile', token)).employments.length).toBe(2);
    expect((await get('jobs/alert', token)).length).toBe(1);
  });
});
