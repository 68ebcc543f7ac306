import { bearer } from '../helpers/requests';
import { fileUpload, jpegWithExif, minimalPdf } from '../helpers/uploads';
import type { Caller, Cand, Fixture } from './fixture';
import { only, type Table } from './table';

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
  'DELETE /api/candidate/photo': { expect: candidate(200) },
  'POST /api/candidate/cv': {
    expect: candidate(200),
    call: () => ({ raw: fileUpload(minimalPdf('Reach truck operator'), 'cv.pdf', 'application/pdf') }),
  },
  'GET /api/candidate/cv': { expect: candidate(200) },
  // A fresh candidate has no CV stored: the 404 ("upload one first") shows the role is let through;
  // the tenancy table and the module's tests read a stored CV (200).
  'POST /api/candidate/cv/parse': { expect: candidate(404), session: 'throwaway' },
  'DELETE /api/candidate/cv': { expect: candidate(200) },
  'GET /api/candidate/export': { expect: candidate(200) },
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
