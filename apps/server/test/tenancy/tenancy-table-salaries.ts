import { salaryInsightSchema } from '@portal/contract/salary-insights';
import { expect } from 'vitest';
import { data, ok, type Row } from './tenancy-table';

/*
 * Salary insights (issue 30 item 5) in the tenancy table: public figures, the same for everyone,
 * that name no organisation and no posting (only the designation, the place and the figures).
 */
const figuresOnly = (b: unknown) => {
  const page = data(salaryInsightSchema)(b);
  expect(page.postings).toBeGreaterThanOrEqual(5);
  const keys = JSON.stringify(b).match(/"[a-z_]+":/g) ?? [];
  for (const k of keys) expect(k).not.toMatch(/employer|client|organisation|company|job|id"/);
};
const cell = ok(200, figuresOnly);

export const SALARIES_TABLE: Row[] = [
  {
    route: 'GET salaries/{designation}/{place}',
    request: () => ({ method: 'GET', url: '/api/salaries/warehouse-manager/dubai' }),
    expect: { operator: cell, tenantA: cell, tenantB: cell, candidate: cell, guest: cell },
  },
];
