import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { newCandidate } from '../../../test/helpers/applications';
import { uniqueWord } from '../../../test/helpers/cv-fixture';
import { jobBody, loadMasters, postJob } from '../../../test/helpers/jobs';
import { bearer, candidateBody, DEMO, signIn } from '../../../test/helpers/requests';
import { minimalPdf } from '../../../test/helpers/uploads';
import { candidateCvs, coverLetters } from '../../core/db/schema/candidate-documents';
import { candidateProfiles, files } from '../../core/db/schema/candidates';

let t: Awaited<ReturnType<typeof setupFile>>;
let employer: string;
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  employer = await signIn(t.app, 'employer', DEMO.employer);
});
afterAll(() => t.close());

type Cv = { id: number; name: string; file_name: string; is_default: boolean; has_text: boolean };

/** A multipart body with the file and the CV's name, as the client's FormData sends them. */
function cvForm(pdf: Buffer, fileName: string, name?: string) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const field =
    name === undefined
      ? ''
      : `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n`;
  const head = `${field}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), pdf, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (token: string, text: string, name?: string, fileName = 'cv.pdf') => {
  const form = cvForm(minimalPdf(text), fileName, name);
  return t.app.inject({
    method: 'POST',
    url: '/api/candidate/cvs',
    payload: form.payload,
    headers: { ...form.headers, ...bearer(token) },
  });
};
const added = async (token: string, text: string, name?: string): Promise<Cv> => {
  const res = await upload(token, text, name);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: Cv }>().data;
};
const list = async (token: string): Promise<Cv[]> => {
  const res = await t.app.inject({ method: 'GET', url: '/api/candidate/cvs', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Cv[] }>().data;
};
const call = (token: string, method: 'PATCH' | 'POST' | 'DELETE' | 'GET', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/candidate/${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
const defaultName = async (token: string) => (await list(token)).find((c) => c.is_default)?.name;

describe('several named CVs', () => {
  it('makes the first CV the default, keeps five at most and refuses a sixth with a clear 422', async () => {
    const me = await newCandidate(t.app);
    expect(await list(me.token)).toEqual([]);
    const first = await added(me.token, 'Forklift operator', 'Forklift operator');
    expect(first).toMatchObject({ name: 'Forklift operator', is_default: true, has_text: true });
    const second = await added(me.token, 'Warehouse supervisor', 'Warehouse supervisor');
    expect(second.is_default).toBe(false);
    for (const n of [3, 4, 5]) await added(me.token, `Version ${n}`, `Version ${n}`);
    const sixth = await upload(me.token, 'One too many', 'Sixth');
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json().message).toBe('You can keep at most 5 CVs. Delete one before uploading another.');
    const names = (await list(me.token)).map((c) => c.name);
    expect(names).toHaveLength(5);
    expect(names[0]).toBe('Version 5');
    // The spec's single-CV download is the default one.
    const dl = await call(me.token, 'GET', 'cv');
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload.equals(minimalPdf('Forklift operator'))).toBe(true);
  });

  it('names a CV after its file when no name is given, and checks names', async () => {
    const me = await newCandidate(t.app);
    const res = await upload(me.token, 'Reach truck', undefined, 'Reach-truck-2026.pdf');
    expect(res.json().data.name).toBe('Reach-truck-2026');
    expect((await upload(me.token, 'x', 'n'.repeat(61))).statusCode).toBe(400);
    const cv = (await list(me.token))[0] as Cv;
    const blank = await call(me.token, 'PATCH', `cvs/${cv.id}`, { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message.name).toEqual(['Give the CV a name']);
    const renamed = await call(me.token, 'PATCH', `cvs/${cv.id}`, { name: 'Reach truck driver' });
    expect(renamed.json().data).toMatchObject({ name: 'Reach truck driver', is_default: true });
  });

  it('moves the default on request, and to the most recent CV left when the default is deleted', async () => {
    const me = await newCandidate(t.app);
    const a = await added(me.token, 'Alpha', 'Alpha');
    const b = await added(me.token, 'Beta', 'Beta');
    const c = await added(me.token, 'Gamma', 'Gamma');
    expect((await call(me.token, 'POST', `cvs/${b.id}/default`)).json().data.is_default).toBe(true);
    expect(await defaultName(me.token)).toBe('Beta');
    expect((await call(me.token, 'DELETE', `cvs/${b.id}`)).statusCode).toBe(200);
    expect(await defaultName(me.token)).toBe('Gamma');
    // The spec's DELETE candidate/cv removes the default; the one left takes over.
    expect((await call(me.token, 'DELETE', 'cv')).statusCode).toBe(200);
    expect((await list(me.token)).map((x) => [x.id, x.is_default])).toEqual([[a.id, true]]);
    expect((await call(me.token, 'DELETE', `cvs/${a.id}`)).statusCode).toBe(200);
    expect((await call(me.token, 'GET', 'cv')).statusCode).toBe(404);
    const [profile] = await t.database.db
      .select({ cv: candidateProfiles.cvFileId, text: candidateProfiles.cvText })
      .from(candidateProfiles)
      .where(eq(candidateProfiles.userId, me.id));
    expect(profile).toEqual({ cv: null, text: '' });
    expect(c.id).toBeGreaterThan(a.id);
  });

  it("answers 404 for another candidate's CV, whatever the operation", async () => {
    const owner = await newCandidate(t.app);
    const other = await newCandidate(t.app);
    const cv = await added(owner.token, 'Private CV', 'Mine');
    expect((await call(other.token, 'GET', `cvs/${cv.id}/file`)).statusCode).toBe(404);
    expect((await call(other.token, 'PATCH', `cvs/${cv.id}`, { name: 'Taken' })).statusCode).toBe(404);
    expect((await call(other.token, 'POST', `cvs/${cv.id}/default`)).statusCode).toBe(404);
    expect((await call(other.token, 'DELETE', `cvs/${cv.id}`)).statusCode).toBe(404);
    expect((await list(owner.token)).map((c) => c.name)).toEqual(['Mine']);
    expect((await call(owner.token, 'GET', `cvs/${cv.id}/file`)).statusCode).toBe(200);
  });

  it('replaces the default through the single-CV upload, keeping its name', async () => {
    const me = await newCandidate(t.app);
    const cv = await added(me.token, 'Old text', 'Fleet controller');
    const form = cvForm(minimalPdf('New text'), 'new.pdf');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/cv',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(me.token) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await list(me.token)).toMatchObject([
      { id: cv.id, name: 'Fleet controller', file_name: 'new.pdf' },
    ]);
  });

  it('adopts a CV stored before names as the default, once', async () => {
    const me = await newCandidate(t.app);
    await added(me.token, 'Legacy', 'Legacy');
    // As a CV stored before issue 29: the profile points at it, no entry names it.
    await t.database.db.delete(candidateCvs).where(eq(candidateCvs.candidateId, me.id));
    const cvs = await list(me.token);
    expect(cvs).toMatchObject([{ name: 'cv', is_default: true, has_text: true }]);
    expect(await list(me.token)).toHaveLength(1);
  });
});

describe('what the CV database searches', () => {
  it('indexes the default CV only, and re-indexes when the default changes', async () => {
    const aisha = await signIn(t.app, 'candidate', DEMO.candidate);
    const word = uniqueWord();
    const found = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/search/candidate?q=${word}`,
        headers: bearer(employer),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ meta: { total: number } }>().meta.total;
    };
    const before = (await list(aisha)).find((c) => c.is_default) as Cv;
    const extra = await added(aisha, `Dangerous goods ${word} specialist`, 'Dangerous goods');
    expect(extra.is_default).toBe(false);
    expect(await found()).toBe(0);
    await call(aisha, 'POST', `cvs/${extra.id}/default`);
    expect(await found()).toBe(1);
    await call(aisha, 'POST', `cvs/${before.id}/default`);
    expect(await found()).toBe(0);
    await call(aisha, 'DELETE', `cvs/${extra.id}`);
  });
});

describe('applying with a chosen CV', () => {
  it('sends the chosen CV and letter, which the employer still gets after the candidate deletes that CV', async () => {
    const m = await loadMasters(t.app);
    const job = await postJob(t.app, employer, jobBody(m, { title: `Yard planner ${uniqueWord()}` }));
    const me = await newCandidate(t.app);
    await added(me.token, 'Forklift operator CV', 'Forklift operator');
    const chosen = await added(me.token, 'Warehouse supervisor CV', 'Warehouse supervisor');
    const letter = 'Dear team, I have run a 40-door cross-dock for three years.';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/jobs/apply',
      headers: bearer(me.token),
      payload: { job_id: job, cv_id: chosen.id, cover_note: letter },
    });
    expect(res.statusCode, res.body).toBe(201);
    const applicationId = res.json<{ data: { id: number } }>().data.id;
    expect((await call(me.token, 'DELETE', `cvs/${chosen.id}`)).statusCode).toBe(200);

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/jobs/applicants/${applicationId}`,
      headers: bearer(employer),
    });
    expect(detail.json().data).toMatchObject({
      cover_note: letter,
      cv: { name: 'Warehouse supervisor', file_name: 'cv.pdf' },
    });
    const cv = await t.app.inject({
      method: 'GET',
      url: `/api/jobs/applicants/${applicationId}/cv`,
      headers: bearer(employer),
    });
    expect(cv.statusCode).toBe(200);
    expect(cv.rawPayload.equals(minimalPdf('Warehouse supervisor CV'))).toBe(true);
  });

  it("refuses another candidate's CV (404) and applies nothing", async () => {
    const m = await loadMasters(t.app);
    const job = await postJob(t.app, employer, jobBody(m));
    const owner = await newCandidate(t.app);
    const me = await newCandidate(t.app);
    const theirs = await added(owner.token, 'Not yours', 'Theirs');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/jobs/apply',
      headers: bearer(me.token),
      payload: { job_id: job, cv_id: theirs.id },
    });
    expect(res.statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/jobs/apply',
      headers: bearer(me.token),
      payload: { job_id: job },
    });
    expect(again.statusCode).toBe(201);
  });

  it('erases every CV, letter and application copy with the account', async () => {
    const m = await loadMasters(t.app);
    const job = await postJob(t.app, employer, jobBody(m));
    const me = await newCandidate(t.app);
    const cv = await added(me.token, 'Going away', 'Going');
    await call(me.token, 'POST', 'cover-letters', { title: 'Hello', body: 'Dear team' });
    await t.app.inject({
      method: 'POST',
      url: '/api/jobs/apply',
      headers: bearer(me.token),
      payload: { job_id: job, cv_id: cv.id },
    });
    await call(me.token, 'DELETE', `cvs/${cv.id}`);
    await added(me.token, 'Staying', 'Staying');
    const body = (await call(me.token, 'GET', 'export')).json();
    const exported = body.data ?? body;
    expect(exported.cvs).toMatchObject([{ name: 'Staying', is_default: true }]);
    expect(exported.cover_letters).toMatchObject([{ title: 'Hello', body: 'Dear team' }]);
    expect(exported.applications).toMatchObject([{ cv_name: 'Going' }]);
    const keys = (await t.database.db.select().from(files).where(eq(files.ownerId, me.id))).map(
      (f) => f.storageKey,
    );
    expect(keys).toHaveLength(2);
    const del = await t.app.inject({
      method: 'POST',
      url: '/api/user/delete/',
      headers: bearer(me.token),
      payload: { password: candidateBody().password },
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(await t.database.db.select().from(files).where(eq(files.ownerId, me.id))).toEqual([]);
    expect(
      await t.database.db.select().from(candidateCvs).where(eq(candidateCvs.candidateId, me.id)),
    ).toEqual([]);
    expect(
      await t.database.db.select().from(coverLetters).where(eq(coverLetters.candidateId, me.id)),
    ).toEqual([]);
    for (const key of keys)
      expect(existsSync(path.join(t.dataDir, 'uploads', key.slice(0, 2), key))).toBe(false);
  });
});
