import { normaliseSearchKeyword } from '@portal/contract/dashboards';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, setupFile } from '../../../test/helpers/app';
import { newCandidate } from '../../../test/helpers/applications';
import { phoneSlot } from '../../../test/helpers/interviews';
import { jobBody, loadMasters, type Masters, newEmployer, postJob } from '../../../test/helpers/jobs';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { newTenant } from '../../../test/helpers/tenancy';
import { queryRows } from '../../core/db/client';

let t: Awaited<ReturnType<typeof setupFile>>;
let m: Masters;
let admin: string;
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  m = await loadMasters(t.app);
  admin = await signIn(t.app, 'admin', DEMO.master_admin);
});
afterAll(() => t.close());

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });
const post = (url: string, token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(token), payload });
const tag = () => Math.random().toString(36).slice(2, 8);
const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  queryRows<T>(t.database.db, query);
const me = async (token: string) => (await get('/user/', token)).json().data.user.id as number;
/** The Monday (UTC) of a moment's week, as the dashboards name weeks. */
const mondayOf = (d: Date | string) => {
  const x = new Date(d);
  x.setUTCHours(0, 0, 0, 0);
  x.setUTCDate(x.getUTCDate() - ((x.getUTCDay() + 6) % 7));
  return x.toISOString().slice(0, 10);
};

describe('my work (dashboards/mine)', () => {
  it("counts the caller's own jobs' applicants per stage and lists the interviews they sit on", async () => {
    const org = await newEmployer(t.app, admin, `Mine ${tag()}`);
    const other = await newEmployer(t.app, admin, `Theirs ${tag()}`);
    const job = await postJob(t.app, org.token, jobBody(m, { title: `Pipeline ${tag()}` }));
    const notMine = await postJob(t.app, other.token, jobBody(m, { title: 'Somebody else' }));
    const apps: number[] = [];
    for (const j of [job, job, job, notMine]) {
      const cand = await newCandidate(t.app);
      const res = await post('/jobs/apply', cand.token, { job_id: j });
      expect(res.statusCode).toBe(201);
      apps.push(res.json().data.id);
    }
    const moved = await post('/jobs/applicants/status', org.token, {
      application_ids: [apps[0]],
      status: 'shortlisted',
    });
    expect(moved.statusCode).toBe(200);
    const userId = await me(org.token);
    const scheduled = await post('/interviews', org.token, {
      application_id: apps[1],
      ...phoneSlot(userId, 3, '11:00'),
    });
    expect(scheduled.statusCode).toBe(201);

    const res = await get('/dashboards/mine', org.token);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    // Independently: the raw rows of the applications to the jobs this user created.
    const raw = await rows<{ job_id: number; status: string; created_by: number | null; client_id: number }>(
      sql`select a.job_id, a.status, j.created_by, j.client_id from applications a join jobs j on j.id = a.job_id`,
    );
    const expected = new Map<string, number>();
    for (const r of raw)
      if (Number(r.created_by) === userId && Number(r.client_id) === org.id)
        expected.set(r.status, (expected.get(r.status) ?? 0) + 1);
    for (const s of d.pipeline) expect(s.count, s.status).toBe(expected.get(s.status) ?? 0);
    expect(d.pipeline.find((s: { status: string }) => s.status === 'shortlisted').count).toBe(1);
    expect(d.jobs.map((j: { id: number }) => j.id)).toEqual([job]);
    expect(d.interviews).toEqual([
      expect.objectContaining({ application_id: apps[1], job_id: job, kind: 'phone' }),
    ]);
    expect(JSON.stringify(d)).not.toContain('Somebody else');
  });

  it('shows an ATS user of the operator his own jobs, not the operator-wide figures', async () => {
    const ats = await signIn(t.app, 'admin', DEMO.ats);
    const atsId = await me(ats);
    const res = await get('/dashboards/mine', ats);
    expect(res.statusCode).toBe(200);
    const raw = await rows<{ id: number }>(sql`select id from jobs where created_by = ${atsId}`);
    const ids = new Set(raw.map((r) => Number(r.id)));
    // The seed made him the poster of some of the operator's jobs.
    expect(res.json().data.jobs.length).toBeGreaterThan(0);
    for (const j of res.json().data.jobs) expect(ids.has(j.id)).toBe(true);
    // The operator's figures are the administrator's alone.
    expect((await get('/dashboards/admin', ats)).statusCode).toBe(403);
    expect((await get('/dashboards/search-demand', ats)).statusCode).toBe(403);
    const consultant = await signIn(t.app, 'admin', DEMO.consultancy);
    expect((await get('/dashboards/admin', consultant)).statusCode).toBe(403);
    expect((await get('/dashboards/admin', admin)).statusCode).toBe(200);
  });
});

describe('team activity (dashboards/team)', () => {
  it('equals the raw jobs, status moves and mails per member and week, and the plan use per month', async () => {
    const lead = await signIn(t.app, 'admin', DEMO.consultancy_admin);
    const res = await get('/dashboards/team?period=90', lead);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    const [leadRow] = await rows<{ client_id: number }>(
      sql`select client_id from users where email = ${DEMO.consultancy_admin}`,
    );
    const org = Number(leadRow?.client_id);
    const members = await rows<{ id: number }>(
      sql`select id from users where client_id = ${org} and role <> 'candidate'`,
    );
    expect(d.members.map((x: { id: number }) => x.id).sort()).toEqual(
      members.map((x) => Number(x.id)).sort(),
    );
    const since = Date.now() - 90 * 86_400_000;
    const count = new Map<string, number>();
    const add = (kind: string, uid: unknown, at: Date | string) => {
      if (new Date(at).getTime() < since) return;
      const key = `${kind}|${Number(uid)}|${mondayOf(at)}`;
      count.set(key, (count.get(key) ?? 0) + 1);
    };
    for (const j of await rows<{ created_by: number; published_at: Date }>(
      sql`select created_by, published_at from jobs where client_id = ${org} and published_at is not null and created_by is not null`,
    ))
      add('jobs', j.created_by, j.published_at);
    // A move is a history row that changed the status (an interview's note alone is not one).
    const last = new Map<number, string>();
    for (const e of await rows<{
      application_id: number;
      status: string;
      changed_by: number | null;
      created_at: Date;
    }>(
      sql`select e.application_id, e.status, e.changed_by, e.created_at from application_events e
          join applications a on a.id = e.application_id join jobs j on j.id = a.job_id
          where j.client_id = ${org} order by e.application_id, e.created_at, e.id`,
    )) {
      const before = last.get(Number(e.application_id));
      last.set(Number(e.application_id), e.status);
      if (e.changed_by !== null && before !== e.status) add('moves', e.changed_by, e.created_at);
    }
    for (const r of await rows<{ sender_id: number; created_at: Date }>(
      sql`select c.sender_id, r.created_at from email_campaign_recipients r join email_campaigns c on c.id = r.campaign_id
          where c.client_id = ${org} and r.outbox_id is not null and c.sender_id is not null`,
    ))
      add('mails', r.sender_id, r.created_at);
    const memberIds = new Set(members.map((x) => Number(x.id)));
    let total = 0;
    for (const a of d.activity) {
      expect(a.jobs_posted).toBe(count.get(`jobs|${a.user_id}|${a.week}`) ?? 0);
      expect(a.status_moves).toBe(count.get(`moves|${a.user_id}|${a.week}`) ?? 0);
      expect(a.mails_sent).toBe(count.get(`mails|${a.user_id}|${a.week}`) ?? 0);
      total += a.jobs_posted + a.status_moves + a.mails_sent;
    }
    const expectedTotal = [...count.entries()]
      .filter(([k]) => memberIds.has(Number(k.split('|')[1])))
      .reduce((s, [, v]) => s + v, 0);
    expect(total).toBe(expectedTotal);
    // The demo's operator team has posted jobs and moved applicants.
    expect(total).toBeGreaterThan(0);

    const usage = await rows<{ limit: string; period_start: string; used: number }>(
      sql`select "limit", period_start::text as period_start, used from plan_usage where client_id = ${org}`,
    );
    expect(d.usage).toHaveLength(6);
    for (const u of d.usage) {
      const sum = (limit: string) =>
        usage
          .filter((r) => r.limit === limit && r.period_start.startsWith(u.month))
          .reduce((s, r) => s + Number(r.used), 0);
      expect(u.cv_views).toBe(sum('cv_views'));
      expect(u.cv_downloads).toBe(sum('cv_downloads'));
      expect(u.recruiter_emails).toBe(sum('recruiter_emails'));
    }
  });

  it("gives a tenant's admin only their own team, and refuses those without users.list", async () => {
    const tenant = await newTenant(t.app, admin, 'consultancy', `Team ${tag()}`);
    const res = await get('/dashboards/team', tenant.token);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.members).toHaveLength(1);
    expect(d.usage.every((u: { cv_views: number }) => u.cv_views === 0)).toBe(true);
    expect((await get('/dashboards/admin', tenant.token)).statusCode).toBe(403);
    expect((await get('/dashboards/team?period=7', tenant.token)).statusCode).toBe(400);
    const ats = await signIn(t.app, 'admin', DEMO.ats);
    expect((await get('/dashboards/team', ats)).statusCode).toBe(403);
  });
});

describe('search demand', () => {
  it('counts normalised keywords per day and the searches that found nothing, and nothing else', async () => {
    const word = `zqx${tag()}`;
    // A second app on the same database: closing it writes its counts, as a server does on shutdown.
    const other = await buildTestApp(t.database, { WORKER: 'off' });
    const search = (q: string) => other.app.inject({ method: 'GET', url: `/api/jobs/search?${q}` });
    for (const q of [
      `keyword=${encodeURIComponent(`  ${word.toUpperCase()}   Pilot `)}`,
      `keyword=${encodeURIComponent(`${word} pilot`)}`,
      `keyword=${encodeURIComponent(`${word} pilot`)}&page=2`,
      'keyword=warehouse',
      '',
    ])
      expect((await search(q)).statusCode).toBe(200);
    await other.close();

    const res = await get('/dashboards/search-demand?days=7', admin);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    // Independently from the raw rows: sums over the last seven UTC days.
    const raw = await rows<{ day: string; keyword: string; searches: number; zero_result_searches: number }>(
      sql`select day::text as day, keyword, searches, zero_result_searches from search_demand`,
    );
    const from = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
    const sums = new Map<string, { s: number; z: number }>();
    for (const r of raw) {
      if (r.day < from) continue;
      const x = sums.get(r.keyword) ?? { s: 0, z: 0 };
      x.s += Number(r.searches);
      x.z += Number(r.zero_result_searches);
      sums.set(r.keyword, x);
    }
    const top = [...sums.entries()].sort((a, b) => b[1].s - a[1].s || (a[0] < b[0] ? -1 : 1)).slice(0, 10);
    expect(d.top).toEqual(top.map(([k, v]) => ({ keyword: k, searches: v.s, zero_result_searches: v.z })));
    const zero = [...sums.entries()]
      .filter(([, v]) => v.z > 0)
      .sort((a, b) => b[1].z - a[1].z || (a[0] < b[0] ? -1 : 1))
      .slice(0, 10);
    expect(d.zero).toEqual(zero.map(([k, v]) => ({ keyword: k, zero_result_searches: v.z })));
    // The two spellings are one keyword; the second page was not a new search.
    expect(sums.get(normaliseSearchKeyword(`  ${word.toUpperCase()}   Pilot `))).toEqual({ s: 2, z: 2 });
    // Counts only: no user, address, session or time of day is stored.
    const columns = await rows<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'search_demand' order by column_name`,
    );
    expect(columns.map((c) => c.column_name)).toEqual(['day', 'keyword', 'searches', 'zero_result_searches']);
  });

  it('shows 30 days on request and refuses other windows', async () => {
    const d = (await get('/dashboards/search-demand?days=30', admin)).json().data;
    expect(d.days).toBe(30);
    // The demo's keywords that find no job are there on a fresh start.
    expect(d.zero.map((z: { keyword: string }) => z.keyword)).toContain('drone pilot');
    expect((await get('/dashboards/search-demand?days=14', admin)).statusCode).toBe(400);
    expect((await get('/dashboards/search-demand?days=7&who=1', admin)).statusCode).toBe(400);
  });
});
