import type { ClientCv, ClientCvShare, CreatedClientCvShare } from '@portal/contract/client-cv';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { type AllMasters, allMasters, listedCandidate, uniqueWord } from '../../../test/helpers/cv-fixture';
import { failReads } from '../../../test/helpers/outage';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { newTenant, type Tenant } from '../../../test/helpers/tenancy';
import { candidateAccessLog } from '../../core/db/schema/candidate-access';
import { clientCvShares } from '../../core/db/schema/cv-database';

let t: Awaited<ReturnType<typeof setupFile>>;
let m: AllMasters;
let admin: string;
let agency: Tenant;
let other: Tenant;

beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  m = await allMasters(t.app);
  admin = await signIn(t.app, 'admin', DEMO.master_admin);
  agency = await newTenant(t.app, admin, 'consultancy', `Client CV Agency ${uniqueWord()}`);
  other = await newTenant(t.app, admin, 'consultancy', `Client CV Rival ${uniqueWord()}`);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/${url}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
const share = async (candidateId: number, payload: object = {}, token = agency.token) => {
  const res = await call('POST', `client-cv/${candidateId}/shares`, token, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: CreatedClientCvShare }>().data;
};
const openLink = (token: string) => call('GET', `client-cv/shared?token=${encodeURIComponent(token)}`);
const candidate = () =>
  listedCandidate(t.app, m, {
    headline: `Customs broker ${uniqueWord()}`,
    summary: 'Eight years of clearance at Jebel Ali',
    cv: 'Declarations on Dubai Trade',
    certification: { slug: 'iata-dgr', expires_on: '2099-01-01' },
    current: { company: 'Gulf Cold Stores', job_title: 'Customs Clearance Officer' },
  });

describe('the client CV', () => {
  it("shows the recruiter the candidate on the organisation's branding, and logs it as a view", async () => {
    const cand = await candidate();
    const res = await call('GET', `client-cv/${cand.id}`, agency.token);
    expect(res.statusCode, res.body).toBe(200);
    const cv = res.json<{ data: ClientCv }>().data;
    expect(cv).toMatchObject({
      candidate_id: cand.id,
      summary: 'Eight years of clearance at Jebel Ali',
      employments: [{ company: 'Gulf Cold Stores', job_title: 'Customs Clearance Officer' }],
      certifications: [{ name: expect.stringMatching(/IATA/) }],
      presented_by: { name: expect.stringMatching(/^Client CV Agency/), logo_url: null },
      notes: null,
    });
    expect(cv.contact?.email).toMatch(/@/);
    // The client's copy never carries what the client has no business with.
    expect(Object.keys(cv)).not.toEqual(expect.arrayContaining(['date_of_birth']));
    expect(JSON.stringify(cv)).not.toMatch(/expected_salary|gender|feedback/);
    const log = await t.database.db
      .select()
      .from(candidateAccessLog)
      .where(eq(candidateAccessLog.candidateId, cand.id));
    expect(log.map((r) => [r.kind, r.clientId])).toEqual([['profile', agency.id]]);
  });

  it('stores share notes as plain text: pasted markup and scripts are dropped, line breaks kept', async () => {
    const cand = await candidate();
    const pasted = await share(cand.id, {
      notes: '<script>alert(1)</script><p>Strong <b>fit</b> &amp; available</p><img src=x onerror=alert(2)>',
    });
    expect(pasted.notes).toBe('Strong fit & available');
    const cv = (await openLink(pasted.token)).json<{ data: ClientCv }>().data;
    expect(cv.notes).toBe('Strong fit & available');
    const list = (await call('GET', `client-cv/${cand.id}/shares`, agency.token)).json<{
      data: ClientCvShare[];
    }>().data;
    expect(list.find((s) => s.id === pasted.id)?.notes).toBe('Strong fit & available');
    const typed = await share(cand.id, { notes: 'Forklift licence: yes\n\nNotice period < 1 month' });
    expect(typed.notes).toBe('Forklift licence: yes\n\nNotice period < 1 month');
  });

  it('a shared link opens without sign-in, with the notes, without contact unless chosen, and is logged', async () => {
    const cand = await candidate();
    const quiet = await share(cand.id, { notes: 'Strong fit for your Jebel Ali site' });
    expect(quiet).toMatchObject({ status: 'active', show_contact: false, opened_count: 0 });
    const days = (Date.parse(quiet.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const res = await openLink(quiet.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const cv = res.json<{ data: ClientCv }>().data;
    expect(cv).toMatchObject({
      candidate_id: cand.id,
      notes: 'Strong fit for your Jebel Ali site',
      contact: null,
    });
    expect(cv.expires_at).toBe(quiet.expires_at);

    const open = await share(cand.id, { show_contact: true, expires_in_days: 2 });
    const withContact = (await openLink(open.token)).json<{ data: ClientCv }>().data;
    expect(withContact.contact?.email).toMatch(/@/);

    const list = (await call('GET', `client-cv/${cand.id}/shares`, agency.token)).json<{
      data: ClientCvShare[];
    }>().data;
    expect(list.map((s) => [s.id, s.opened_count])).toEqual([
      [open.id, 1],
      [quiet.id, 1],
    ]);
    expect(JSON.stringify(list)).not.toContain(quiet.token);
    const log = await t.database.db
      .select()
      .from(candidateAccessLog)
      .where(eq(candidateAccessLog.candidateId, cand.id))
      .orderBy(asc(candidateAccessLog.id));
    expect(log.map((r) => [r.kind, r.clientId, r.viewerId])).toEqual([
      ['client_cv', agency.id, null],
      ['client_cv', agency.id, null],
    ]);
  });

  it('an expired, revoked or altered link shows nothing', async () => {
    const cand = await candidate();
    const expired = await share(cand.id);
    await t.database.db
      .update(clientCvShares)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(clientCvShares.id, expired.id));
    const res = await openLink(expired.token);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ message: expect.stringMatching(/expired/) });
    expect(res.body).not.toContain(cand.email);

    const revoked = await share(cand.id);
    expect((await openLink(revoked.token)).statusCode).toBe(200);
    const del = await call('DELETE', `client-cv/shares/${revoked.id}`, agency.token);
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json<{ data: ClientCvShare }>().data.status).toBe('revoked');
    const after = await openLink(revoked.token);
    expect(after.statusCode).toBe(410);
    expect(after.json()).toMatchObject({ message: expect.stringMatching(/withdrawn/) });

    const live = await share(cand.id);
    const tampered = `${live.token.slice(0, -1)}${live.token.endsWith('A') ? 'B' : 'A'}`;
    expect((await openLink(tampered)).statusCode).toBe(404);
    const bad = await openLink('short');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: { token: [expect.stringMatching(/not valid/)] } });
  });

  it('a link stops showing a candidate who has since hidden their profile', async () => {
    const cand = await candidate();
    const link = await share(cand.id);
    const hide = await t.app.inject({
      method: 'PATCH',
      url: '/api/candidate/update',
      headers: bearer(cand.token),
      payload: { hidden: true },
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect((await openLink(link.token)).statusCode).toBe(410);
  });

  it('answers 503 when the candidate cannot be read (an outage), not 410 "not valid"', async () => {
    const cand = await candidate();
    const link = await share(cand.id);
    const restore = await failReads(t.database.db, 'candidate_profiles', `user_id = ${cand.id}`);
    try {
      const res = await openLink(link.token);
      expect(res.statusCode, res.body).toBe(503);
    } finally {
      await restore();
    }
    expect((await openLink(link.token)).statusCode).toBe(200);
  });

  it('refuses bad input, another organisation and callers without the permission', async () => {
    const cand = await candidate();
    for (const [payload, field] of [
      [{ expires_in_days: 0 }, 'expires_in_days'],
      [{ expires_in_days: 31 }, 'expires_in_days'],
      [{ notes: 'x'.repeat(2001) }, 'notes'],
      [{ show_contact: 'yes' }, 'show_contact'],
      [{ token: 'mine' }, 'token'],
    ] as const) {
      const res = await call('POST', `client-cv/${cand.id}/shares`, agency.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json<{ message: object }>().message)).toContain(field);
    }
    expect((await call('POST', 'client-cv/999999/shares', agency.token, {})).statusCode).toBe(404);
    const mine = await share(cand.id);
    // Another organisation neither sees nor withdraws the agency's links.
    expect((await call('DELETE', `client-cv/shares/${mine.id}`, other.token)).statusCode).toBe(404);
    const theirs = (await call('GET', `client-cv/${cand.id}/shares`, other.token)).json<{
      data: ClientCvShare[];
    }>();
    expect(theirs.data).toEqual([]);
    expect((await openLink(mine.token)).statusCode).toBe(200);
    const candidateToken = cand.token;
    expect((await call('GET', `client-cv/${cand.id}`, candidateToken)).statusCode).toBe(403);
    expect((await call('POST', `client-cv/${cand.id}/shares`, candidateToken, {})).statusCode).toBe(403);
    expect((await call('GET', `client-cv/${cand.id}`)).statusCode).toBe(401);
  });
});
