import type { Table } from './table';
import { byId } from './table';
import { orgObject, RECRUITERS } from './table-jobs';

/** Screening answers (issue 28): read with the applicant, by the job's organisation only. */
export const SCREENING: Table = {
  'GET /api/jobs/applicants/{id}/screening': {
    tenancy: 'org',
    ...orgObject(200, RECRUITERS),
    call: byId('application'),
  },
};
