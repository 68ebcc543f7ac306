import { jobBody } from '../helpers/jobs';
import type { Caller } from './fixture';
import { anyone, byId, freshById, only, orgObject, RECRUITERS, type Table } from './table';

/** Who holds jobs.manage (templates.manage alike): every organisation user and the custom role. */
const POSTERS: readonly Caller[] = [
  'employer',
  'consultancy',
  'consultancy_admin',
  'ats',
  'staff',
  'master_admin',
  'custom',
];

export const JOBS: Table = {
  'GET /api/jobs/search': { expect: anyone(200) },
  'GET /api/jobs/by-foreignkey': { expect: anyone(200), call: () => ({ query: 'category=designation' }) },
  'GET /api/jobs/view/{id}': {
    expect: anyone(200),
    call: async (fx) => ({ params: { id: await fx.obj.job('A') } }),
  },
  'GET /api/jobs/view/{id}/similar': {
    expect: anyone(200),
    call: async (fx) => ({ params: { id: await fx.obj.job('A') } }),
  },
  // The job takes applications on the portal: refused alike for everyone.
  'POST /api/jobs/apply/external': {
    expect: anyone(400),
    call: async (fx) => ({ payload: { job_id: await fx.obj.job('A') } }),
  },
  'GET /api/jobs': { expect: only(200, POSTERS) },
  'POST /api/jobs': {
    expect: only(201, POSTERS),
    call: (fx) => ({ payload: jobBody(fx.m, { status: 'draft' }) }),
  },
  'POST /api/jobs/bulk-close': {
    tenancy: 'org',
    // Another organisation's jobs are skipped: nothing closed, nothing revealed.
    own: only(200, POSTERS),
    other: only(200, POSTERS),
    call: async (fx, o, _caller, allowed) => ({ payload: { ids: [await fx.fresh(allowed).job(o)] } }),
  },
  'GET /api/jobs/{id}': {
    tenancy: 'org',
    ...orgObject(200, POSTERS),
    call: byId('job'),
  },
  'PATCH /api/jobs/{id}': {
    tenancy: 'org',
    ...orgObject(200, POSTERS),
    call: async (fx, o) => ({ params: { id: await fx.obj.job(o) }, payload: { openings: 2 } }),
  },
  'DELETE /api/jobs/{id}': {
    tenancy: 'org',
    ...orgObject(200, POSTERS),
    call: freshById('draft'),
  },
  'POST /api/jobs/{id}/publish': {
    tenancy: 'org',
    ...orgObject(200, POSTERS),
    call: freshById('draft'),
  },
  'POST /api/jobs/{id}/close': {
    tenancy: 'org',
    ...orgObject(200, POSTERS),
    call: freshById('job'),
  },
  'POST /api/jobs/{id}/duplicate': {
    tenancy: 'org',
    ...orgObject(201, POSTERS),
    call: byId('job'),
  },
  'GET /api/jobs/{id}/applicants': {
    tenancy: 'org',
    ...orgObject(200, RECRUITERS),
    call: byId('job'),
  },
  'GET /api/jobs/{id}/applicants/export': {
    tenancy: 'org',
    ...orgObject(200, RECRUITERS),
    call: byId('job'),
  },
  'GET /api/jobs/applicants/{id}': {
    tenancy: 'org',
    ...orgObject(200, RECRUITERS),
    call: byId('application'),
  },
  'GET /api/jobs/applicants/{id}/cv': {
    tenancy: 'org',
    ...orgObject(200, RECRUITERS),
    call: byId('application'),
  },
  'POST /api/jobs/applicants/status': {
    tenancy: 'org',
    ...orgObject(200, RECRUITERS),
    call: async (fx, o) => ({
      payload: { application_ids: [await fx.obj.application(o)], status: 'shortlisted' },
    }),
  },
  'GET /api/template/job-templates': { expect: only(200, POSTERS) },
  'POST /api/template/job-templates': {
    expect: only(201, POSTERS),
    call: (fx) => ({
      payload: { ...jobBody(fx.m), name: `Matrix ${Math.random().toString(36).slice(2, 9)}` },
    }),
  },
  'GET /api/template/job-templates/{id}': {
    tenancy: 'org',
    ...orgObject(200, POSTERS),
    call: byId('template'),
  },
  'PATCH /api/template/job-templates/{id}': {
    tenancy: 'org',
    ...orgObject(200, POSTERS),
    call: async (fx, o) => ({ params: { id: await fx.obj.template(o) }, payload: { openings: 3 } }),
  },
  'DELETE /api/template/job-templates/{id}': {
    tenancy: 'org',
    ...orgObject(200, POSTERS),
    call: freshById('template'),
  },
  'POST /api/template/job-templates/{id}/create-job': {
    tenancy: 'org',
    ...orgObject(201, POSTERS),
    call: byId('template'),
  },
};
