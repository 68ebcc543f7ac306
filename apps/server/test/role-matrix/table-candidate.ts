import { bearer } from '../helpers/requests';
import { fileUpload, jpegWithExif, minimalPdf } from '../helpers/uploads';
import type { Caller, Cand, Fixture } from './fixture';
import { afterUpload, only, type Table } from './table';

const EDUCATION = { institution: 'Zayed University', start_year: 2015 };
const EMPLOYMENT = {
  company: 'Aramex',
  job_title: 'Warehouse Supervisor',
  start_date: '2019-03-01',
  is_current: true,
};
const CERTIFICATION = { name: 'IOSH Managing Safely', issuer: 'IOSH' };
const SECTIONS = { educations: EDUCATION, employments: EMPLOYMENT, certification: CERTIFICATION } as const;

/**
 * A record of the candidate's profile section: a fresh one when the candidate itself calls on its
 * own (it may change or remove it), else one kept per candidate (the others are refused). A
 * section holds at most ten records.
 */
const kept = new Map<string, Promise<number>>();
function freshOrKept(fx: Fixture, c: Cand, caller: Caller, what: string, make: () => Promise<number>) {
  if (caller === 'candidate' && c === 'self') return make();
  const key = `${fx.tag}:${c}:${what}`;
  const found = kept.get(key) ?? make();
  kept.set(key, found);
  return found;
}
const record = (fx: Fixture, c: Cand, section: keyof typeof SECTIONS, caller: Caller) =>
  freshOrKept(fx, c, caller, section, () => addRecord(fx, c, section));

/** Adds a record to a candidate's profile section and returns its id (the newest in the list). */
async function addRecord(fx: Fixture, c: Cand, section: keyof typeof SECTIONS): Promise<number> {
  const res = await fx.app.inject({
    method: 'POST',
    url: `/api/candidate/${section}`,
    headers: bearer(fx.candOf[c].token),
    payload: SECTIONS[section],
  });
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`setup failed: ${res.body}`);
  const list = res.json<{ data: Record<string, { id: number }[]> }>().data[
    section === 'certification' ? 'certifications' : section
  ];
  return Math.max(...(list ?? []).map((r) => r.id));
}

async function alert(fx: Fixture, c: Cand): Promise<number> {
  const res = await fx.app.inject({
    method: 'POST',
    url: '/api/jobs/alert',
    headers: bearer(fx.candOf[c].token),
    payload: { criteria: { keyword: `forklift ${Math.random().toString(36).slice(2, 7)}` } },
  });
  if (res.statusCode !== 201) throw new Error(`setup failed: ${res.body}`);
  return res.json<{ data: { id: number } }>().data.id;
}

/** An application of the candidate's to a fresh job of A's (withdrawing changes it). */
async function application(fx: Fixture, c: Cand): Promise<number> {
  const job = await fx.make.job('A');
  const res = await fx.app.inject({
    method: 'POST',
    url: '/api/jobs/apply',
    headers: bearer(fx.candOf[c].token),
    payload: { job_id: job },
  });
  if (res.statusCode !== 201) throw new Error(`setup failed: ${res.body}`);
  return res.json<{ data: { id: number } }>().data.id;
}

/** A multipart named-CV upload (file and `name`). */
function namedCv(text: string) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nMatrix CV\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), minimalPdf(text), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Adds a named CV to the candidate's and returns its id (at most five: the matrix deletes its fresh ones). */
async function addCv(fx: Fixture, c: Cand): Promise<number> {
  const form = namedCv('Matrix CV');
  const res = await fx.app.inject({
    method: 'POST',
    url: '/api/candidate/cvs',
    headers: { ...form.headers, ...bearer(fx.candOf[c].token) },
    payload: form.payload,
  });
  if (res.statusCode !== 201) throw new Error(`setup failed: ${res.body}`);
  return res.json<{ data: { id: number } }>().data.id;
}

async function addLetter(fx: Fixture, c: Cand): Promise<number> {
  const res = await fx.app.inject({
    method: 'POST',
    url: '/api/candidate/cover-letters',
    headers: bearer(fx.candOf[c].token),
    payload: { title: 'Matrix letter', body: 'Dear team' },
  });
  if (res.statusCode !== 201) throw new Error(`setup failed: ${res.body}`);
  return res.json<{ data: { id: number } }>().data.id;
}
/**
 * A CV kept per candidate for the calls that read, rename or make it the default: never the default
 * when made (the DELETE candidate/cv row removes the default), so a first CV is added before it.
 */
async function addSecondCv(fx: Fixture, c: Cand): Promise<number> {
  const id = await addCv(fx, c);
  const res = await fx.app.inject({
    method: 'GET',
    url: '/api/candidate/cvs',
    headers: bearer(fx.candOf[c].token),
  });
  const mine = res.json<{ data: { id: number; is_default: boolean }[] }>().data.find((cv) => cv.id === id);
  return mine?.is_default ? addCv(fx, c) : id;
}
const keptCv = (fx: Fixture, c: Cand, _caller: Caller) =>
  freshOrKept(fx, c, 'guest', 'cv', () => addSecondCv(fx, c));
const keptLetter = (fx: Fixture, c: Cand) => freshOrKept(fx, c, 'guest', 'letter', () => addLetter(fx, c));

/** Deletes the calling candidate's CVs that no row keeps, so an upload fits under the limit. */
async function makeRoom(fx: Fixture) {
  const h = bearer(fx.candOf.self.token);
  const kept = await Promise.all([...keptIds(fx, 'cv')]);
  const res = await fx.app.inject({ method: 'GET', url: '/api/candidate/cvs', headers: h });
  for (const cv of res.json<{ data: { id: number }[] }>().data)
    if (!kept.includes(cv.id))
      await fx.app.inject({ method: 'DELETE', url: `/api/candidate/cvs/${cv.id}`, headers: h });
}
async function makeRoomForLetter(fx: Fixture) {
  const h = bearer(fx.candOf.self.token);
  const kept = await Promise.all([...keptIds(fx, 'letter')]);
  const res = await fx.app.inject({ method: 'GET', url: '/api/candidate/cover-letters', headers: h });
  for (const l of res.json<{ data: { id: number }[] }>().data)
    if (!kept.includes(l.id))
      await fx.app.inject({ method: 'DELETE', url: `/api/candidate/cover-letters/${l.id}`, headers: h });
}
const keptIds = (fx: Fixture, what: string) =>
  [...kept.entries()]
    .filter(([k]) => k.startsWith(`${fx.tag}:self:`) && k.endsWith(`:${what}`))
    .map(([, v]) => v);

/** The candidate's own profile and activity: candidates only, and only their own records. */
const candidate = (status: number) => only(status, ['candidate']);
/** Another candidate's record is not there for this one. */
const candidateOwn = (status: number) => ({ own: candidate(status), other: candidate(404) });

export const CANDIDATE: Table = {
  'GET /api/candidate/profile': { expect: candidate(200) },
  'PATCH /api/candidate/update': {
    expect: candidate(200),
    call: () => ({ payload: { headline: undefined, hidden: false } }),
  },
  'PUT /api/candidate/summary': {
    expect: candidate(200),
    call: () => ({ payload: { headline: 'Fleet controller' } }),
  },
  'PUT /api/candidate/desired-job': {
    expect: candidate(200),
    call: () => ({ payload: { expected_salary: 9000 } }),
  },
  'POST /api/candidate/onboarding': { expect: candidate(200), call: () => ({ payload: { action: 'skip' } }) },
  'POST /api/candidate/educations': { expect: candidate(201), call: () => ({ payload: EDUCATION }) },
  'PATCH /api/candidate/educations/{id}': {
    tenancy: 'candidate',
    ...candidateOwn(200),
    call: async (fx, c, caller) => ({
      params: { id: await record(fx, c, 'educations', caller) },
      payload: { grade: 'A' },
    }),
  },
  'DELETE /api/candidate/educations/{id}': {
    tenancy: 'candidate',
    ...candidateOwn(200),
    call: async (fx, c, caller) => ({ params: { id: await record(fx, c, 'educations', caller) } }),
  },
  'POST /api/candidate/employments': { expect: candidate(201), call: () => ({ payload: EMPLOYMENT }) },
  'PATCH /api/candidate/employments/{id}': {
    tenancy: 'candidate',
    ...candidateOwn(200),
    call: async (fx, c, caller) => ({
      params: { id: await record(fx, c, 'employments', caller) },
      payload: { company: 'DP World' },
    }),
  },
  'DELETE /api/candidate/employments/{id}': {
    tenancy: 'candidate',
    ...candidateOwn(200),
    call: async (fx, c, caller) => ({ params: { id: await record(fx, c, 'employments', caller) } }),
  },
  'POST /api/candidate/certification': { expect: candidate(201), call: () => ({ payload: CERTIFICATION }) },
  'PATCH /api/candidate/certification/{id}': {
    tenancy: 'candidate',
    ...candidateOwn(200),
    call: async (fx, c, caller) => ({
      params: { id: await record(fx, c, 'certification', caller) },
      payload: { issuer: 'NEBOSH' },
    }),
  },
  'DELETE /api/candidate/certification/{id}': {
    tenancy: 'candidate',
    ...candidateOwn(200),
    call: async (fx, c, caller) => ({ params: { id: await record(fx, c, 'certification', caller) } }),
  },
  'POST /api/candidate/photo': {
    expect: candidate(200),
    call: async () => ({ raw: fileUpload(await jpegWithExif(64, 64), 'me.jpg', 'image/jpeg') }),
  },
  'DELETE /api/candidate/photo': {
    expect: candidate(200),
    call: afterUpload('/api/candidate/photo', async () =>
      fileUpload(await jpegWithExif(64, 64), 'me.jpg', 'image/jpeg'),
    ),
  },
  'POST /api/candidate/cv': {
    expect: candidate(200),
    call: () => ({ raw: fileUpload(minimalPdf('Reach truck operator'), 'cv.pdf', 'application/pdf') }),
  },
  'GET /api/candidate/cv': { expect: candidate(200) },
  // A fresh candidate has no CV stored: the 404 ("upload one first") shows the role is let through;
  // the tenancy table and the module's tests read a stored CV (200).
  'POST /api/candidate/cv/parse': { expect: candidate(404), session: 'throwaway' },
  'DELETE /api/candidate/cv': {
    expect: candidate(200),
    call: afterUpload('/api/candidate/cv', async () =>
      fileUpload(minimalPdf('Reach truck operator'), 'cv.pdf', 'application/pdf'),
    ),
  },
  'GET /api/candidate/export': { expect: candidate(200) },
  'GET /api/candidate/consents': { expect: candidate(200) },
  'PUT /api/candidate/consents/{kind}': {
    expect: candidate(200),
    call: () => ({ params: { kind: 'marketing' }, payload: { granted: false } }),
  },
  'GET /api/candidate/cvs': { expect: candidate(200) },
  'POST /api/candidate/cvs': {
    // The candidate's library may be full from other rows: a kept one makes room first.
    expect: candidate(201),
    call: async (fx, _o, caller) => {
      if (caller === 'candidate') await makeRoom(fx);
      return { raw: namedCv('Reach truck operator') };
    },
  },
  'PATCH /api/candidate/cvs/{id}': {
    tenancy: 'candidate',
    ...candidateOwn(200),
    call: async (fx, c, caller) => ({
      params: { id: await keptCv(fx, c, caller) },
      payload: { name: 'Renamed' },
    }),
  },
  'POST /api/candidate/cvs/{id}/default': {
    tenancy: 'candidate',
    ...candidateOwn(200),
    // A fresh CV of the calling candidate's own: the kept one stays a non-default.
    call: async (fx, c, caller) => ({
      params: {
        id: caller === 'candidate' && c === 'self' ? await addCv(fx, c) : await keptCv(fx, c, caller),
      },
    }),
  },
  'GET /api/candidate/cvs/{id}/file': {
    tenancy: 'candidate',
    ...candidateOwn(200),
    call: async (fx, c, caller) => ({ params: { id: await keptCv(fx, c, caller) } }),
  },
  'DELETE /api/candidate/cvs/{id}': {
    tenancy: 'candidate',
    ...candidateOwn(200),
    call: async (fx, c, caller) => ({
      params: {
        id: caller === 'candidate' && c === 'self' ? await addCv(fx, c) : await keptCv(fx, c, caller),
      },
    }),
  },
  'GET /api/candidate/cover-letters': { expect: candidate(200) },
  'POST /api/candidate/cover-letters': {
    expect: candidate(201),
    call: async (fx, _o, caller) => {
      if (caller === 'candidate') await makeRoomForLetter(fx);
      return { payload: { title: 'Cold chain roles', body: 'Dear Hiring Manager' } };
    },
  },
  'PATCH /api/candidate/cover-letters/{id}': {
    tenancy: 'candidate',
    ...candidateOwn(200),
    call: async (fx, c) => ({ params: { id: await keptLetter(fx, c) }, payload: { title: 'Edited' } }),
  },
  'DELETE /api/candidate/cover-letters/{id}': {
    tenancy: 'candidate',
    ...candidateOwn(200),
    call: async (fx, c, caller) => ({
      params: {
        id: caller === 'candidate' && c === 'self' ? await addLetter(fx, c) : await keptLetter(fx, c),
      },
    }),
  },
  'GET /api/candidate/mail-preferences': { expect: candidate(200) },
  'PATCH /api/candidate/mail-preferences': {
    expect: candidate(200),
    call: () => ({ payload: { job_alerts: true } }),
  },
  'GET /api/candidate/dashboard': { expect: candidate(200) },
  'GET /api/candidate/profile-views': { expect: candidate(200) },
  'GET /api/jobs/recommended': { expect: candidate(200) },
  'GET /api/jobs/not-applied': { expect: candidate(200) },
  'GET /api/jobs/alert': { expect: candidate(200) },
  'POST /api/jobs/alert': {
    expect: candidate(201),
    call: () => ({ payload: { criteria: { keyword: `reefer ${Math.random()}` } } }),
  },
  'PATCH /api/jobs/alert/{id}': {
    tenancy: 'candidate',
    ...candidateOwn(200),
    call: async (fx, c, caller) => ({
      params: { id: await freshOrKept(fx, c, caller, 'alert', () => alert(fx, c)) },
      payload: { frequency: 'weekly' },
    }),
  },
  'DELETE /api/jobs/alert/{id}': {
    tenancy: 'candidate',
    ...candidateOwn(200),
    call: async (fx, c, caller) => ({
      params: { id: await freshOrKept(fx, c, caller, 'alert', () => alert(fx, c)) },
    }),
  },
  'POST /api/jobs/apply': {
    expect: candidate(201),
    call: async (fx, _o, _caller, allowed) => ({ payload: { job_id: await fx.fresh(allowed).job('A') } }),
  },
  'GET /api/jobs/apply': { expect: candidate(200) },
  'POST /api/jobs/apply/{id}/withdraw': {
    tenancy: 'candidate',
    ...candidateOwn(200),
    call: async (fx, c, caller) => ({
      params: { id: await freshOrKept(fx, c, caller, 'application', () => application(fx, c)) },
    }),
  },
  'GET /api/jobs/apply-status-count': { expect: candidate(200) },
  'POST /api/jobs/save-job': {
    expect: candidate(200),
    call: async (fx, _o, _caller, allowed) => ({ payload: { job_id: await fx.fresh(allowed).job('A') } }),
  },
  'GET /api/jobs/save-job': { expect: candidate(200) },
  'DELETE /api/jobs/save-job/{jobId}': {
    expect: candidate(200),
    call: async (fx) => ({ params: { jobId: await fx.obj.job('A') } }),
  },
};
