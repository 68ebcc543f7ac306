import type { CandidateMergePreview, DuplicatePair } from '@portal/contract/candidate-merge';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { applyFor, newCandidate } from '../../../test/helpers/applications';
import { type AllMasters, allMasters, listedCandidate, uniqueWord } from '../../../test/helpers/cv-fixture';
import { jobBody, loadMasters, postJob } from '../../../test/helpers/jobs';
import { bearer, DEMO, DEMO_PASSWORD, signIn } from '../../../test/helpers/requests';
import { operatorClientId } from '../../../test/helpers/tenancy';
import { applications } from '../../core/db/schema/applications';
import { consultantFeedback } from '../../core/db/schema/candidates';
import { cvFolderCandidates, cvFolders } from '../../core/db/schema/cv-database';
import { auditLog } from '../../core/db/schema/user-admin';
import { users } from '../../core/db/schema/users';

/*
 * Issue 29 item 4 (merge): the operator's staff merge a duplicate candidate into the one that stays.
 * What a user notices: the survivor has the duplicate's applications, notes, folders, CV and
 * missing profile sections; the duplicate cannot sign in; its links open the survivor; the CV search
 * finds only the survivor, with the duplicate's CV; the audit log says who merged what.
 */

let t: Awaited<ReturnType<typeof setupFile>>;
let m: AllMasters;
let admin: string;
let employer: string;
let openJobs: number[];

beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  m = await allMasters(t.app);
  admin = await signIn(t.app, 'admin', DEMO.master_admin);
  employer = await signIn(t.app, 'employer', DEMO.employer);
  const masters = await loadMasters(t.app);
  openJobs = [];
  for (const title of ['Customs broker', 'Freight forwarder', 'Dispatcher', 'Storekeeper']) {
    openJobs.push(await postJob(t.app, employer, jobBody(masters, { title })));
  }
});
afterAll(() => t.close());

const merge = (payload: object, token = admin) =>
  t.app.inject({ method: 'POST', url: '/api/candidate-merge', headers: bearer(token), payload });
const preview = (query: string, token = admin) =>
  t.app.inject({ method: 'GET', url: `/api/candidate-merge/preview?${query}`, headers: bearer(token) });
const cvSearch = async (q: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/search/candidate?${new URLSearchParams({ q })}`,
    headers: bearer(employer),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: number }[] }>().data.map((r) => r.id);
};
const appsOf = async (candidateId: number) =>
  (
    await t.database.db
      .select({ jobId: applications.jobId })
      .from(applications)
      .where(eq(applications.candidateId, candidateId))
  )
    .map((r) => r.jobId)
    .sort((a, b) => a - b);

/** A pair to merge: both listed in the CV database, the duplicate with a CV, an education and history. */
async function pair() {
  const tag = uniqueWord();
  const cvWord = uniqueWord();
  const survivor = await listedCandidate(t.app, m, {
    first_name: 'Samir',
    headline: `Customs clearance officer ${tag}`,
  });
  const duplicate = await listedCandidate(t.app, m, {
    first_name: 'Samir',
    headline: `Customs officer ${tag}`,
    cv: `Declarations on Dubai Trade and HS code classification ${cvWord}`,
    education: 'mba',
  });
  return { tag, cvWord, survivor, duplicate };
}

describe('merging a duplicate into the survivor', () => {
  it('moves the history, keeps the survivor’s clashing application, and says so', async () => {
    const { tag, cvWord, survivor, duplicate } = await pair();
    const [both, onlyDup, saved] = openJobs as [number, number, number];
    await applyFor(t.app, survivor.token, both);
    await applyFor(t.app, duplicate.token, both);
    await applyFor(t.app, duplicate.token, onlyDup);
    const save = await t.app.inject({
      method: 'POST',
      url: '/api/jobs/save-job',
      headers: bearer(duplicate.token),
      payload: { job_id: saved },
    });
    expect(save.statusCode, save.body).toBeLessThan(300);
    const db = t.database.db;
    const operator = await operatorClientId(db);
    await db
      .insert(consultantFeedback)
      .values({ candidateId: duplicate.id, clientId: operator, body: 'Met him at the fair' });
    const [folder] = await db
      .insert(cvFolders)
      .values({ clientId: operator, name: `Merge ${tag}` })
      .returning({ id: cvFolders.id });
    await db
      .insert(cvFolderCandidates)
      .values({ folderId: folder?.id as number, candidateId: duplicate.id, note: 'Good fit' });

    // Before: the CV search finds the duplicate by his CV.
    expect(await cvSearch(cvWord)).toEqual([duplicate.id]);

    const shown = await preview(`survivor_id=${survivor.id}&duplicate_id=${duplicate.id}`);
    expect(shown.statusCode, shown.body).toBe(200);
    const planned = shown.json<{ data: CandidateMergePreview }>().data;
    expect(planned.moves.applications).toBe(1);
    expect(planned.clashes).toEqual([expect.objectContaining({ kind: 'applications' })]);

    const res = await merge({ survivor_id: survivor.id, duplicate_id: duplicate.id });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<{ data: CandidateMergePreview; message: string }>();
    expect(result.message).toContain(`#${survivor.id}`);
    // The result says what the preview said.
    expect(result.data.moves).toEqual(planned.moves);
    expect(result.data.moves).toMatchObject({ applications: 1, notes: 1, folder_entries: 1 });
    expect(result.data.moves.files).toBeGreaterThanOrEqual(1);
    expect(result.data.moves.saved_jobs).toBe(1);
    expect(result.data.fills).toEqual(expect.arrayContaining(['Default CV', 'Education']));
    expect(result.data.clashes.map((c) => c.kind)).toEqual(['applications']);

    // The survivor has both jobs; the duplicate keeps only the clashing one (nothing an employer holds is lost).
    expect(await appsOf(survivor.id)).toEqual([both, onlyDup].sort((a, b) => a - b));
    expect(await appsOf(duplicate.id)).toEqual([both]);
    const notes = await db
      .select({ body: consultantFeedback.body })
      .from(consultantFeedback)
      .where(eq(consultantFeedback.candidateId, survivor.id));
    expect(notes.map((n) => n.body)).toContain('Met him at the fair');
    const [entry] = await db
      .select({ note: cvFolderCandidates.note })
      .from(cvFolderCandidates)
      .where(
        and(
          eq(cvFolderCandidates.folderId, folder?.id as number),
          eq(cvFolderCandidates.candidateId, survivor.id),
        ),
      );
    expect(entry?.note).toBe('Good fit');

    // The CV search: the duplicate is gone, the survivor is found by the duplicate's CV and their own words.
    expect(await cvSearch(cvWord)).toEqual([survivor.id]);
    expect(await cvSearch(tag)).toEqual([survivor.id]);

    // The audit log names both ids and what moved.
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'candidate.merge'), eq(auditLog.targetId, String(survivor.id))));
    expect(audit?.actorEmail).toBe(DEMO.master_admin);
    expect(audit?.after).toMatchObject({
      survivor_id: survivor.id,
      duplicate_id: duplicate.id,
      moves: { applications: 1 },
    });
  });

  it('the duplicate cannot sign in, and its links answer with the survivor', async () => {
    const { survivor, duplicate } = await pair();
    const res = await merge({ survivor_id: survivor.id, duplicate_id: duplicate.id });
    expect(res.statusCode, res.body).toBe(200);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/candi_login',
      payload: { email: duplicate.email, password: 'Forklift-Route-Planner-7' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json<{ message: string }>().message).toContain('merged');
    // Tokens issued before the merge stop working.
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/profile',
      headers: bearer(duplicate.token),
    });
    expect(old.statusCode).toBe(401);

    for (const [path, token] of [
      [`candidate/${duplicate.id}`, admin],
      [`search/candidate/${duplicate.id}`, employer],
      [`client-cv/${duplicate.id}`, employer],
    ] as const) {
      const r = await t.app.inject({ method: 'GET', url: `/api/${path}`, headers: bearer(token) });
      expect(r.statusCode, path).toBe(308);
      expect(r.headers.location).toBe(`/api/${path.replace(String(duplicate.id), String(survivor.id))}`);
      const followed = await t.app.inject({
        method: 'GET',
        url: String(r.headers.location),
        headers: bearer(token),
      });
      expect(followed.statusCode, followed.body).toBe(200);
    }
    // Without a session, the redirect says nothing: the sign-in check comes first.
    const guest = await t.app.inject({ method: 'GET', url: `/api/candidate/${duplicate.id}` });
    expect(guest.statusCode).toBe(401);
  });

  it('rolls everything back when a step fails', async () => {
    const { cvWord, survivor, duplicate } = await pair();
    await applyFor(t.app, duplicate.token, openJobs[3] as number);
    const { db } = t.database;
    // A step late in the merge (the job alerts' move) fails: nothing before it may stay done.
    await db.execute(
      sql.raw(`create or replace function merge_test_fail() returns trigger language plpgsql as $$
      begin raise exception 'simulated failure'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger merge_test_fail before update on job_alerts
      for each statement execute function merge_test_fail()`),
    );
    try {
      const res = await merge({ survivor_id: survivor.id, duplicate_id: duplicate.id });
      expect(res.statusCode).toBe(500);
    } finally {
      await db.execute(sql.raw('drop trigger merge_test_fail on job_alerts'));
    }
    expect(await appsOf(duplicate.id)).toEqual([openJobs[3]]);
    expect(await appsOf(survivor.id)).toEqual([]);
    const [row] = await db
      .select({ mergedInto: users.mergedInto, status: users.status })
      .from(users)
      .where(eq(users.id, duplicate.id));
    expect(row).toEqual({ mergedInto: null, status: 'active' });
    expect(await cvSearch(cvWord)).toEqual([duplicate.id]);
    const [audits] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'candidate.merge'), eq(auditLog.targetId, String(survivor.id))));
    expect(audits?.n).toBe(0);
    // Once the failure is gone, the same merge goes through.
    expect((await merge({ survivor_id: survivor.id, duplicate_id: duplicate.id })).statusCode).toBe(200);
  });
});

describe('what a merge refuses', () => {
  it.each([
    ['itself', 'self', 400, 'cannot be merged with itself'],
    ['an unknown id', 'unknown', 404, 'No such candidate'],
    ['a staff account', 'staff', 400, 'Only candidate records'],
  ])('a merge with %s', async (_what, kind, status, message) => {
    const c = await newCandidate(t.app);
    const [staff] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO.consultancy));
    const other = kind === 'self' ? c.id : kind === 'unknown' ? 2_000_000_000 : (staff?.id as number);
    for (const res of [
      await merge({ survivor_id: c.id, duplicate_id: other }),
      await preview(`survivor_id=${c.id}&duplicate_id=${other}`),
    ]) {
      // A 400 names the field (the spec's validation shape), a 404 says it in the message.
      expect(res.statusCode, res.body).toBe(status);
      expect(res.body).toContain(message);
    }
  });

  it('an already merged record, on either side', async () => {
    const [a, b, c] = [await newCandidate(t.app), await newCandidate(t.app), await newCandidate(t.app)];
    expect((await merge({ survivor_id: a.id, duplicate_id: b.id })).statusCode).toBe(200);
    for (const payload of [
      { survivor_id: c.id, duplicate_id: b.id },
      { survivor_id: b.id, duplicate_id: c.id },
    ]) {
      const res = await merge(payload);
      expect(res.statusCode).toBe(400);
      const field = payload.duplicate_id === b.id ? 'duplicate_id' : 'survivor_id';
      expect(res.json<{ message: Record<string, string[]> }>().message[field]).toEqual([
        'This candidate was already merged into another record.',
      ]);
    }
  });

  it.each([
    [{}],
    [{ survivor_id: 'x', duplicate_id: 2 }],
    [{ survivor_id: 1, duplicate_id: -3 }],
    [{ survivor_id: 1.5, duplicate_id: 2 }],
    [{ survivor_id: 1, duplicate_id: 2, extra: true }],
    [{ survivor_id: 2_147_483_648, duplicate_id: 2 }],
  ])('bad input %j is a 400 naming the field', async (payload) => {
    const res = await merge(payload);
    expect(res.statusCode, res.body).toBe(400);
  });

  it('is the operator staff’s alone', async () => {
    const [a, b] = [await newCandidate(t.app), await newCandidate(t.app)];
    for (const kind of ['employer', 'consultancy'] as const) {
      const token = await signIn(
        t.app,
        kind === 'employer' ? 'employer' : 'admin',
        DEMO[kind],
        DEMO_PASSWORD,
      );
      expect((await merge({ survivor_id: a.id, duplicate_id: b.id }, token)).statusCode).toBe(403);
    }
    const cadmin = await signIn(t.app, 'admin', DEMO.consultancy_admin);
    const r = await preview(`survivor_id=${a.id}&duplicate_id=${b.id}`, cadmin);
    expect(r.statusCode, r.body).toBe(200);
  });
});

describe('the likely duplicates list', () => {
  it('pairs records with one phone however it was typed, and drops the pair once merged', async () => {
    const digits = String(Math.floor(Math.random() * 9_000_000) + 1_000_000);
    const a = await newCandidate(t.app, {
      first_name: 'Jose',
      last_name: 'Haddad',
      phone: `+971 56 ${digits}`,
    });
    const b = await newCandidate(t.app, {
      first_name: 'Jose',
      last_name: 'Haddad',
      phone: '+971 4 555 0000',
    });
    // He types his number the local way on his profile (stored as E.164).
    const typed = await t.app.inject({
      method: 'PATCH',
      url: '/api/candidate/update',
      headers: bearer(b.token),
      payload: { phone: `056 ${digits}` },
    });
    expect(typed.statusCode, typed.body).toBe(200);
    const list = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/candidate-merge/duplicates',
        headers: bearer(admin),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: DuplicatePair[] }>().data;
    };
    const found = (await list()).find((p) => p.a.id === a.id && p.b.id === b.id);
    expect(found?.matched_on).toEqual(['phone']);
    expect((await merge({ survivor_id: a.id, duplicate_id: b.id })).statusCode).toBe(200);
    expect((await list()).some((p) => p.a.id === b.id || p.b.id === b.id)).toBe(false);
  });

  it('shows the demo pair of a fresh start', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/candidate-merge/duplicates',
      headers: bearer(admin),
    });
    const demo = res
      .json<{ data: DuplicatePair[] }>()
      .data.find((p) => [p.a.email, p.b.email].includes('rajesh.pillai.personal@demo.example.com'));
    expect(demo?.matched_on).toContain('phone');
    expect(demo?.a.phone).toBe('+971501001037');
  });
});
