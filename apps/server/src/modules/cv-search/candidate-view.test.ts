import type { ProfileView, RecruiterCandidate } from '@portal/contract/cv-search';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { type AllMasters, allMasters, listedCandidate, uniqueWord } from '../../../test/helpers/cv-fixture';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { newTenant, type Tenant } from '../../../test/helpers/tenancy';
import { candidateAccessLog } from '../../core/db/schema/candidate-access';
import { clientPlans, plans } from '../../core/db/schema/plans';

let t: Awaited<ReturnType<typeof setupFile>>;
let m: AllMasters;
let admin: string;
let tenant: Tenant;

beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  m = await allMasters(t.app);
  admin = await signIn(t.app, 'admin', DEMO.master_admin);
  tenant = await newTenant(t.app, admin, 'consultancy', `Viewer Tenant ${uniqueWord()}`);
});
afterAll(() => t.close());

const get = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const logOf = (candidateId: number) =>
  t.database.db
    .select()
    .from(candidateAccessLog)
    .where(eq(candidateAccessLog.candidateId, candidateId))
    .orderBy(asc(candidateAccessLog.id));

describe('a CV database candidate seen by a recruiter', () => {
  it('shows the whole profile and the CV text, and logs the view with who and which organisation', async () => {
    const cand = await listedCandidate(t.app, m, {
      headline: `Reach truck driver ${uniqueWord()}`,
      cv: 'Five years on reach trucks in Jebel Ali',
      skills: ['reach-truck-operation'],
    });
    const res = await get(tenant.token, `/api/search/candidate/${cand.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json<{ data: RecruiterCandidate }>();
    expect(data.profile).toMatchObject({ user_id: cand.id, skills: [{ name: 'Reach truck operation' }] });
    expect(data.cv_text).toContain('Five years on reach trucks');
    expect(data).toMatchObject({ folders: [], applications: [] });
    expect(JSON.stringify(data)).not.toContain('feedback');
    const me = (await get(tenant.token, '/api/user/')).json<{ data: { user: { id: number } } }>().data.user
      .id;
    expect((await logOf(cand.id)).map((r) => [r.kind, r.viewerId, r.clientId])).toEqual([
      ['profile', me, tenant.id],
    ]);
  });

  it('shows a PDF in the page, and logs a download', async () => {
    const cand = await listedCandidate(t.app, m, { headline: 'Planner', cv: 'Reefer planning' });
    const view = await get(tenant.token, `/api/search/candidate/${cand.id}/cv?purpose=view`);
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('application/pdf');
    // Opened in the page, not handed to the downloads folder; never sniffed into another type.
    expect(view.headers['content-disposition']).toMatch(/^inline; filename="[^"]+\.pdf"$/);
    expect(view.headers['x-content-type-options']).toBe('nosniff');
    expect(await logOf(cand.id)).toEqual([]);
    const download = await get(tenant.token, `/api/search/candidate/${cand.id}/cv`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect((await logOf(cand.id)).map((r) => [r.kind, r.clientId])).toEqual([['cv', tenant.id]]);
  });

  it('answers 404 for hidden, incomplete and unknown candidates, and writes nothing', async () => {
    const hidden = await listedCandidate(t.app, m, { headline: 'Hidden one', cv: 'x', hidden: true });
    const partial = await listedCandidate(t.app, m, { headline: 'Partial one', incomplete: true });
    for (const id of [hidden.id, partial.id, 999_999]) {
      expect((await get(tenant.token, `/api/search/candidate/${id}`)).statusCode).toBe(404);
      expect((await get(tenant.token, `/api/search/candidate/${id}/cv`)).statusCode).toBe(404);
    }
    expect(await logOf(hidden.id)).toEqual([]);
    expect((await get(tenant.token, '/api/search/candidate/abc')).statusCode).toBe(400);
    expect((await get(tenant.token, `/api/search/candidate/${hidden.id}/cv?purpose=print`)).statusCode).toBe(
      400,
    );
  });

  it('is closed to candidates (403) and guests (401)', async () => {
    const cand = await listedCandidate(t.app, m, { headline: 'Closed' });
    expect((await get(cand.token, `/api/search/candidate/${cand.id}`)).statusCode).toBe(403);
    expect((await get('', `/api/search/candidate/${cand.id}`)).statusCode).toBe(401);
    expect((await get(cand.token, `/api/search/candidate/${cand.id}/cv`)).statusCode).toBe(403);
  });

  it("counts a plan's CV views once per candidate a month and stops at the limit", async () => {
    const capped = await newTenant(t.app, admin, 'employer', `Capped ${uniqueWord()}`);
    const [plan] = await t.database.db
      .insert(plans)
      .values({ name: `One view ${uniqueWord()}`, cvViews: 1, cvDownloads: 0 })
      .returning({ id: plans.id });
    await t.database.db
      .insert(clientPlans)
      .values({ clientId: capped.id, planId: plan?.id ?? 0, startsOn: '2020-01-01' });
    const first = await listedCandidate(t.app, m, { headline: 'First', cv: 'First CV' });
    const second = await listedCandidate(t.app, m, { headline: 'Second' });
    expect((await get(capped.token, `/api/search/candidate/${first.id}`)).statusCode).toBe(200);
    expect((await get(capped.token, `/api/search/candidate/${first.id}`)).statusCode).toBe(200);
    const refused = await get(capped.token, `/api/search/candidate/${second.id}`);
    expect(refused.statusCode).toBe(409);
    expect(await logOf(second.id)).toEqual([]);
    expect((await get(capped.token, `/api/search/candidate/${first.id}/cv`)).statusCode).toBe(409);
    const rows = await t.database.db
      .select()
      .from(candidateAccessLog)
      .where(and(eq(candidateAccessLog.clientId, capped.id), eq(candidateAccessLog.kind, 'cv')));
    expect(rows).toEqual([]);
  });

  it("lists who viewed the candidate's profile for the candidate, with counts", async () => {
    const cand = await listedCandidate(t.app, m, { headline: 'Watched', cv: 'Watched CV' });
    await get(tenant.token, `/api/search/candidate/${cand.id}`);
    await get(tenant.token, `/api/search/candidate/${cand.id}`);
    await get(tenant.token, `/api/search/candidate/${cand.id}/cv`);
    const res = await get(cand.token, '/api/candidate/profile-views');
    expect(res.statusCode).toBe(200);
    const [row, ...rest] = res.json<{ data: ProfileView[] }>().data;
    expect(rest).toEqual([]);
    expect(row).toMatchObject({ views: 2, downloads: 1 });
    expect(row?.organisation).toMatch(/^Viewer Tenant/);
    expect((await get(tenant.token, '/api/candidate/profile-views')).statusCode).toBe(403);
  });
});
