import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { newCandidate } from '../../../test/helpers/applications';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { fileUpload, minimalPdf } from '../../../test/helpers/uploads';

let t: Awaited<ReturnType<typeof setupFile>>;
let ats: string;
let admin: string;
let candidate: Awaited<ReturnType<typeof newCandidate>>;
const SECRET_NOTE = 'Asked for 30% above budget — do not put forward for Al Futtaim roles';

beforeAll(async () => {
  t = await setupFile();
  ats = await signIn(t.app, 'consultancy', DEMO.ats);
  admin = await signIn(t.app, 'admin', DEMO.master_admin);
  candidate = await newCandidate(t.app);
});
afterAll(() => t.close());

const notesUrl = (id: number) => `/api/candidate/consultant-feedback/${id}`;
const addNote = (token: string, id: number, body: unknown) =>
  t.app.inject({ method: 'POST', url: notesUrl(id), headers: bearer(token), payload: { body } });

describe('consultant feedback', () => {
  it('staff add notes and read them newest first, each with its author and date', async () => {
    const first = await addNote(ats, candidate.id, 'Strong on SAP EWM; interviewed well.');
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      body: 'Strong on SAP EWM; interviewed well.',
      author: { name: expect.stringMatching(/\S+ \S+/) },
      created_at: expect.any(String),
    });
    await addNote(admin, candidate.id, SECRET_NOTE);
    const res = await t.app.inject({ method: 'GET', url: notesUrl(candidate.id), headers: bearer(ats) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((n: { body: string }) => n.body)).toEqual([
      SECRET_NOTE,
      'Strong on SAP EWM; interviewed well.',
    ]);
  });

  it('never reaches the candidate: not their profile, not their export, not their account', async () => {
    await addNote(ats, candidate.id, SECRET_NOTE);
    for (const url of ['/api/candidate/profile', '/api/candidate/export', '/api/user/']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(candidate.token) });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('30% above budget');
    }
    // Nor can they ask for it.
    const own = await t.app.inject({
      method: 'GET',
      url: notesUrl(candidate.id),
      headers: bearer(candidate.token),
    });
    expect(own.statusCode).toBe(403);
  });

  it('is refused to candidates and employers (403) and to strangers (401)', async () => {
    const employer = await signIn(t.app, 'employer', DEMO.employer);
    for (const token of [candidate.token, employer]) {
      expect(
        (await t.app.inject({ method: 'GET', url: notesUrl(candidate.id), headers: bearer(token) }))
          .statusCode,
      ).toBe(403);
      expect((await addNote(token, candidate.id, 'sneaky')).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: notesUrl(candidate.id) })).statusCode).toBe(401);
  });

  it('answers 404 for an id that is not a candidate', async () => {
    const employerUser = await t.app.inject({
      method: 'GET',
      url: '/api/user/',
      headers: bearer(await signIn(t.app, 'employer', DEMO.employer)),
    });
    const employerId: number = employerUser.json().data.user.id;
    for (const id of [employerId, 999_999]) {
      expect(
        (await t.app.inject({ method: 'GET', url: notesUrl(id), headers: bearer(ats) })).statusCode,
      ).toBe(404);
      expect((await addNote(ats, id, 'note')).statusCode).toBe(404);
    }
  });

  it('refuses an empty or oversized note, naming the field', async () => {
    for (const body of ['   ', 'x'.repeat(4001), undefined]) {
      const res = await addNote(ats, candidate.id, body);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().message)).toEqual(['body']);
    }
    const extra = await t.app.inject({
      method: 'POST',
      url: notesUrl(candidate.id),
      headers: bearer(ats),
      payload: { body: 'ok', author_id: 1 },
    });
    expect(extra.json().message).toEqual({ author_id: ['Unknown field'] });
  });
});

describe('GET candidate/{id} and candidate/{id}/cv (staff)', () => {
  it('give staff the profile with the notes, and the CV as an attachment', async () => {
    const cand = await newCandidate(t.app);
    const pdf = minimalPdf('Port operations');
    const cv = fileUpload(pdf, 'port-cv.pdf', 'application/pdf');
    await t.app.inject({
      method: 'POST',
      url: '/api/candidate/cv',
      payload: cv.payload,
      headers: { ...cv.headers, ...bearer(cand.token) },
    });
    await addNote(ats, cand.id, 'Available from March.');

    const res = await t.app.inject({ method: 'GET', url: `/api/candidate/${cand.id}`, headers: bearer(ats) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.profile).toMatchObject({ user_id: cand.id, cv: { file_name: 'port-cv.pdf' } });
    expect(res.json().data.feedback.map((n: { body: string }) => n.body)).toEqual(['Available from March.']);

    const dl = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/${cand.id}/cv`,
      headers: bearer(ats),
    });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-disposition']).toBe('attachment; filename="port-cv.pdf"');
    expect(dl.headers['x-content-type-options']).toBe('nosniff');
    expect(dl.rawPayload.equals(pdf)).toBe(true);
  });

  it('are not for candidates or employers, and 404 where there is no candidate or no CV', async () => {
    const other = await newCandidate(t.app);
    const employer = await signIn(t.app, 'employer', DEMO.employer);
    for (const url of [`/api/candidate/${candidate.id}`, `/api/candidate/${candidate.id}/cv`]) {
      expect((await t.app.inject({ method: 'GET', url, headers: bearer(other.token) })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url, headers: bearer(employer) })).statusCode).toBe(403);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/candidate/999999', headers: bearer(ats) })).statusCode,
    ).toBe(404);
    const noCv = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/${other.id}/cv`,
      headers: bearer(ats),
    });
    expect(noCv.statusCode).toBe(404);
  });
});
