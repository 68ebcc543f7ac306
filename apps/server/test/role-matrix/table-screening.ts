import type { Table } from './table';
import { byId, orgObject } from './table';

/** Screening answers (issue 28): read with the applicant, by the job's organisation only. */
export const SCREENING: Table = {
  'GET /api/jobs/applicants/{id}/screening': {
    tenancy: 'org',
    ...orgObject(200),
    call: byId('application'),
  },
};
