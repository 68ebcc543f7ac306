import type { Fixture, Owner } from './fixture';
import { only, ownOrgOnly, RECRUITERS, type Table } from './table';

/*
 * Reports (issue 30 item 1, reports.view): every organisation role and the operator's staff. A
 * report filtered by a job is the job's organisation's alone: another organisation's job is not
 * found (404), for master_admin too unless it names that organisation (client_id).
 */
const byJob = (format?: 'csv' | 'xlsx') => async (fx: Fixture, o: Owner) => ({
  params: { id: 'funnel' },
  query: `job_id=${await fx.obj.job(o)}${format ? `&format=${format}` : ''}`,
});

export const REPORTS: Table = {
  'GET /api/reports': { expect: only(200, RECRUITERS) },
  'GET /api/reports/subscription': { expect: only(200, RECRUITERS) },
  'PUT /api/reports/subscription': {
    expect: only(200, RECRUITERS),
    call: () => ({ payload: { weekly: false } }),
  },
  'GET /api/reports/{id}': { tenancy: 'org', ...ownOrgOnly(200), call: byJob() },
  'GET /api/reports/{id}/export': { tenancy: 'org', ...ownOrgOnly(200), call: byJob('csv') },
};
