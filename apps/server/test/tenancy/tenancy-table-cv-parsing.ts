import type { Row } from './tenancy-table';

/*
 * CV parsing (issue 29 item 1) in the tenancy table: a candidate's stored CV is read for that
 * candidate alone; no organisation reaches it through this route. (The recruiter's upload names no
 * stored object: it reads the bytes sent and keeps nothing.)
 */
export const CV_PARSING_TABLE: Row[] = [
  {
    route: 'POST candidate/cv/parse',
    request: async () => ({ method: 'POST' as const, url: '/api/candidate/cv/parse' }),
    expect: { operator: 403, tenantA: 403, tenantB: 403, candidate: 200, guest: 401 },
  },
];
