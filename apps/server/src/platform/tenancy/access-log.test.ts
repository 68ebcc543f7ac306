import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { buildFixture, type Fixture } from '../../../test/tenancy/tenancy-fixture';
import { candidateAccessLog } from '../../core/db/schema/candidate-access';

let t: Awaited<ReturnType<typeof setupFile>>;
let fx: Fixture;
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  fx = await buildFixture(t.app, t.database.db);
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const logOf = (candidateId: number) =>
  t.database.db
    .select()
    .from(candidateAccessLog)
    .where(eq(candidateAccessLog.candidateId, candidateId))
    .orderBy(asc(candidateAccessLog.id));

describe('candidate access log', () => {
  it("records a tenant's applicant profile view and CV download: who, which organisation, through which application", async () => {
    const before = (await logOf(fx.candidate.id)).length;
    expect((await get(fx.tokens.tenantA, `/api/jobs/applicants/${fx.applicationA}`)).statusCode).toBe(200);
    expect((await get(fx.tokens.tenantA, `/api/jobs/applicants/${fx.applicationA}/cv`)).statusCode).toBe(200);
    const rows = (await logOf(fx.candidate.id)).slice(before);
    const me = (await get(fx.tokens.tenantA, '/api/user/')).json<{ data: { user: { id: number } } }>().data
      .user.id;
    expect(rows.map((r) => [r.kind, r.viewerId, r.clientId, r.applicationId])).toEqual([
      ['profile', me, fx.a.id, fx.applicationA],
      ['cv', me, fx.a.id, fx.applicationA],
    ]);
    expect(rows.every((r) => Date.now() - r.createdAt.getTime() < 60_000)).toBe(true);
  });

  it("records the operator's staff opening a candidate and the CV from the candidate pages", async () => {
    const ats = await signIn(t.app, 'admin', DEMO.ats);
    const before = (await logOf(fx.candidate.id)).length;
    expect((await get(ats, `/api/candidate/${fx.candidate.id}`)).statusCode).toBe(200);
    expect((await get(ats, `/api/candidate/${fx.candidate.id}/cv`)).statusCode).toBe(200);
    const rows = (await logOf(fx.candidate.id)).slice(before);
    expect(rows.map((r) => [r.kind, r.clientId, r.applicationId])).toEqual([
      ['profile', fx.operatorId, null],
      ['cv', fx.operatorId, null],
    ]);
  });

  it('records nothing for a refused look', async () => {
    const before = (await logOf(fx.candidate.id)).length;
    expect((await get(fx.tokens.tenantB, `/api/jobs/applicants/${fx.applicationA}`)).statusCode).toBe(404);
    expect((await get(fx.tokens.tenantB, `/api/jobs/applicants/${fx.applicationA}/cv`)).statusCode).toBe(404);
    expect((await get(fx.tokens.tenantB, `/api/candidate/${fx.candidate.id}`)).statusCode).toBe(403);
    expect((await logOf(fx.candidate.id)).length).toBe(before);
  });
});
