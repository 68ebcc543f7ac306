import type { Consents } from '@portal/contract/consents';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { allMasters, listedCandidate, uniqueWord } from '../../../test/helpers/cv-fixture';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { auditLog } from '../../core/db/schema/user-admin';

let t: Awaited<ReturnType<typeof setupFile>>;
let employer: string;
let m: Awaited<ReturnType<typeof allMasters>>;
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  m = await allMasters(t.app);
  employer = await signIn(t.app, 'employer', DEMO.employer);
});
afterAll(() => t.close());

const consents = async (token: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/candidate/consents', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Consents }>().data;
};
const change = (token: string, kind: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/candidate/consents/${kind}`, headers: bearer(token), payload });
const current = (c: Consents, kind: string) => c.current.find((x) => x.kind === kind);
const searchTotal = async (q: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/search/candidate?${new URLSearchParams({ q })}`,
    headers: bearer(employer),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ meta: { total: number } }>().meta.total;
};

describe('consent records', () => {
  it('records what the sign-up agreed to, with the text’s version, and the export carries them (audited)', async () => {
    const word = uniqueWord();
    const cand = await listedCandidate(t.app, m, { cv: `Reefer planner ${word}` });
    const c = await consents(cand.token);
    for (const kind of ['terms', 'privacy', 'cv_database'])
      expect(current(c, kind)).toMatchObject({
        granted: true,
        record: { source: 'sign_up', version: '2026-01', at: expect.any(String) },
      });
    expect(current(c, 'marketing')).toMatchObject({ granted: false, record: null, withdrawable: true });
    expect(current(c, 'terms')?.withdrawable).toBe(false);

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/export',
      headers: bearer(cand.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().consents).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'terms' })]));
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'candidate.export'), eq(auditLog.targetId, String(cand.id))));
    expect(audit).toHaveLength(1);
  });

  it('withdrawing CV database visibility hides the profile from the CV search and the candidate view at once', async () => {
    const word = uniqueWord();
    const cand = await listedCandidate(t.app, m, { cv: `Cold chain supervisor ${word}` });
    expect(await searchTotal(word)).toBe(1);
    const view = () =>
      t.app.inject({ method: 'GET', url: `/api/search/candidate/${cand.id}`, headers: bearer(employer) });
    expect((await view()).statusCode).toBe(200);

    const res = await change(cand.token, 'cv_database', { granted: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(current(res.json<{ data: Consents }>().data, 'cv_database')).toMatchObject({
      granted: false,
      record: { source: 'account' },
    });
    expect(await searchTotal(word)).toBe(0);
    expect((await view()).statusCode).toBe(404);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/profile',
      headers: bearer(cand.token),
    });
    expect(profile.json().data.hidden).toBe(true);

    // Given again: found again; the history keeps both.
    expect((await change(cand.token, 'cv_database', { granted: true })).statusCode).toBe(200);
    expect(await searchTotal(word)).toBe(1);
    const history = (await consents(cand.token)).history.filter((h) => h.kind === 'cv_database');
    expect(history.map((h) => [h.granted, h.source])).toEqual([
      [true, 'account'],
      [false, 'account'],
      [true, 'sign_up'],
    ]);
  });

  it('the profile’s visibility switch and the weekly news switch are recorded as consents, only when they change', async () => {
    const cand = await listedCandidate(t.app, m, {});
    const patch = (hidden: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/candidate/update',
        headers: bearer(cand.token),
        payload: { hidden },
      });
    await patch(false); // unchanged: no record
    await patch(true);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/candidate/mail-preferences',
      headers: bearer(cand.token),
      payload: { weekly_news: true },
    });
    const c = await consents(cand.token);
    expect(c.history.filter((h) => h.kind === 'cv_database').map((h) => h.source)).toEqual([
      'profile',
      'sign_up',
    ]);
    expect(current(c, 'cv_database')?.granted).toBe(false);
    expect(current(c, 'marketing')).toMatchObject({ granted: true, record: { source: 'mail_preferences' } });

    // Withdrawn in the account section: the weekly news stop.
    expect((await change(cand.token, 'marketing', { granted: false })).statusCode).toBe(200);
    const prefs = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/mail-preferences',
      headers: bearer(cand.token),
    });
    expect(prefs.json().data.weekly_news).toBe(false);
  });

  it.each([
    ['terms', { granted: false }, 'kind'],
    ['newsletter', { granted: false }, 'kind'],
    ['cv_database', { granted: 'no' }, 'granted'],
    ['cv_database', { granted: true, at: 'now' }, 'at'],
  ])('refuses %s %j naming the field', async (kind, body, field) => {
    const cand = await listedCandidate(t.app, m, {});
    const res = await change(cand.token, kind, body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().message)).toContain(field);
  });
});
