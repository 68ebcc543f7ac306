import { anyone, type Table } from './table';

/**
 * Salary insights (issue 30): public, the same for every caller, signed in or not. The seeded
 * year of postings gives Warehouse Manager in Dubai its figures; an unknown page is 404 for all.
 */
export const SALARIES: Table = {
  'GET /api/salaries': { expect: anyone(200) },
  'GET /api/salaries/summary': {
    expect: anyone(200),
    call: () => ({ query: 'designation=warehouse-manager&place=dubai' }),
  },
  'GET /api/salaries/{designation}': {
    expect: anyone(200),
    call: () => ({ params: { designation: 'warehouse-manager' } }),
  },
  'GET /api/salaries/{designation}/{place}': {
    expect: anyone(404),
    call: () => ({ params: { designation: 'warehouse-manager', place: 'atlantis' } }),
  },
};
