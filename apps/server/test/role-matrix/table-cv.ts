import { fileUpload, minimalPdf } from '../helpers/uploads';
import type { Caller, Fixture } from './fixture';
import { byId, type Expect, freshById, only, type Table } from './table';

/** The CV database's codes (cv.*, candidates.create): every organisation user; not the custom role. */
const CV: readonly Caller[] = [
  'employer',
  'consultancy',
  'consultancy_admin',
  'ats',
  'staff',
  'master_admin',
];
/** The whole candidate pool (candidates.list): the operator's staff only. */
const POOL: readonly Caller[] = ['staff', 'master_admin'];
const split = (own: Expect, other: Expect) => ({ own, other });
/** The CV database's candidate, once an applicant to A's job. */
const applicantOfA = async (fx: Fixture) => {
  await fx.obj.application('A');
  return fx.obj.cvCandidate(undefined);
};
const unique = () => Math.random().toString(36).slice(2, 10);

export const CV_DATABASE: Table = {
  'GET /api/candidate': { expect: only(200, POOL) },
  'GET /api/candidate/candidates-filter': { expect: only(200, POOL) },
  'GET /api/candidate/{id}': {
    expect: only(200, POOL),
    call: async (fx) => ({ params: { id: await fx.obj.cvCandidate(undefined) } }),
  },
  'GET /api/candidate/{id}/cv': {
    expect: only(200, POOL),
    call: async (fx) => ({ params: { id: await fx.obj.cvCandidate(undefined) } }),
  },
  // Notes reach a candidate who applied to one of the organisation's jobs (A's, here).
  'GET /api/candidate/consultant-feedback/{candidateId}': {
    expect: only(200, ['consultancy', 'consultancy_admin', 'ats', 'staff', 'master_admin']),
    call: async (fx) => ({ params: { candidateId: await applicantOfA(fx) } }),
  },
  'POST /api/candidate/consultant-feedback/{candidateId}': {
    expect: only(201, ['consultancy', 'consultancy_admin', 'ats', 'staff', 'master_admin']),
    call: async (fx) => ({
      params: { candidateId: await applicantOfA(fx) },
      payload: { body: 'Available in March' },
    }),
  },
  'GET /api/search/candidate': { expect: only(200, CV) },
  'GET /api/search/candidate/{id}': {
    expect: only(200, CV),
    call: async (fx) => ({ params: { id: await fx.obj.cvCandidate(undefined) } }),
  },
  'GET /api/search/candidate/{id}/similar': {
    expect: only(200, CV),
    call: async (fx) => ({ params: { id: await fx.obj.cvCandidate(undefined) } }),
  },
  'GET /api/search/candidate/{id}/cv': {
    expect: only(200, CV),
    call: async (fx) => ({ params: { id: await fx.obj.cvCandidate(undefined) } }),
  },
  'GET /api/template/cv-folder': { expect: only(200, CV) },
  'POST /api/template/cv-folder': {
    expect: only(201, CV),
    call: () => ({ payload: { name: `Matrix ${unique()}` } }),
  },
  'GET /api/template/cv-folder/{id}': {
    tenancy: 'org',
    ...split(only(200, CV), only(404, CV)),
    call: byId('folder'),
  },
  'PATCH /api/template/cv-folder/{id}': {
    tenancy: 'org',
    ...split(only(200, CV), only(404, CV)),
    call: async (fx, o) => ({
      params: { id: await fx.obj.folder(o) },
      payload: { name: `Renamed ${unique()}` },
    }),
  },
  'DELETE /api/template/cv-folder/{id}': {
    tenancy: 'org',
    ...split(only(200, CV), only(404, CV)),
    call: freshById('folder'),
  },
  'POST /api/template/cv-folder/{id}/candidates': {
    tenancy: 'org',
    ...split(only(200, CV), only(404, CV)),
    call: async (fx, o) => ({
      params: { id: await fx.obj.folder(o) },
      payload: { candidate_ids: [await fx.obj.cvCandidate(undefined)] },
    }),
  },
  'DELETE /api/template/cv-folder/{id}/candidates': {
    tenancy: 'org',
    ...split(only(200, CV), only(404, CV)),
    call: async (fx, o) => ({
      params: { id: await fx.obj.folder(o) },
      payload: { candidate_ids: [await fx.obj.cvCandidate(undefined)] },
    }),
  },
  'PATCH /api/template/cv-folder/{id}/candidates/{candidateId}': {
    tenancy: 'org',
    ...split(only(200, CV), only(404, CV)),
    call: async (fx, o) => ({
      params: { id: await fx.obj.folderWithCandidate(o), candidateId: await fx.obj.cvCandidate(undefined) },
      payload: { note: 'Strong on cold chain' },
    }),
  },
  'GET /api/template/cv-folder/{id}/export': {
    tenancy: 'org',
    ...split(only(200, CV), only(404, CV)),
    call: byId('folder'),
  },
  'GET /api/search/candidate-create': { expect: only(200, CV) },
  'POST /api/search/candidate-create': {
    expect: only(201, CV),
    call: () => ({ payload: { name: `Matrix ${unique()}`, criteria: { q: 'forklift' } } }),
  },
  // A saved search is its author's: a colleague of the same organisation is refused (403).
  'PATCH /api/search/candidate-create/{id}': {
    tenancy: 'org',
    ...split(only(200, CV, { consultancy: 403, ats: 403, staff: 403 }), only(404, CV)),
    call: async (fx, o) => ({
      params: { id: await fx.obj.savedSearch(o) },
      payload: { name: `Renamed ${unique()}` },
    }),
  },
  'DELETE /api/search/candidate-create/{id}': {
    tenancy: 'org',
    ...split(only(200, CV, { consultancy: 403, ats: 403, staff: 403 }), only(404, CV)),
    call: freshById('savedSearch'),
  },
  'GET /api/client-cv/{id}': {
    expect: only(200, CV),
    call: async (fx) => ({ params: { id: await fx.obj.cvCandidate(undefined) } }),
  },
  'GET /api/client-cv/{id}/shares': {
    expect: only(200, CV),
    call: async (fx) => ({ params: { id: await fx.obj.cvCandidate(undefined) } }),
  },
  'POST /api/client-cv/{id}/shares': {
    expect: only(201, CV),
    call: async (fx) => ({
      params: { id: await fx.obj.cvCandidate(undefined) },
      payload: { expires_in_days: 7 },
    }),
  },
  'DELETE /api/client-cv/shares/{id}': {
    tenancy: 'org',
    ...split(only(200, CV), only(404, CV)),
    call: freshById('share'),
  },
  'GET /api/candidate/candidates-create/match': {
    expect: only(200, CV),
    call: () => ({ query: `email=nobody-${unique()}@example.com` }),
  },
  'POST /api/candidate/candidates-create/parse-cv': {
    expect: only(200, CV),
    call: () => ({
      raw: fileUpload(
        minimalPdf('Forklift operator, Jebel Ali Free Zone, Dubai'),
        'cv.pdf',
        'application/pdf',
      ),
    }),
  },
  'POST /api/candidate/candidates-create': {
    expect: only(201, CV),
    call: () => ({
      payload: {
        first_name: 'Yousef',
        last_name: 'Karim',
        email: `added-${unique()}@example.com`,
        phone: `+971 50 ${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`,
      },
    }),
  },
};
