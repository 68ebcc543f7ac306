import { expect } from 'vitest';
import { z } from 'zod';
import { data, ok, ownOfA, type Row } from './tenancy-table';

/*
 * Reports (issue 30 item 1) in the tenancy table: each organisation sees its own figures (the
 * operator's staff the operator's); only the operator's master_admin names another organisation
 * (client_id), anyone else who tries gets 403; a job of another organisation is not found.
 */
const report = data(
  z.object({
    organisation: z.object({ id: z.number() }),
    rows: z.array(z.record(z.string(), z.unknown())),
  }),
);
const jobIds = (b: unknown) => report(b).rows.map((r) => r.job_id);
const catalogue = data(z.object({ jobs: z.array(z.object({ id: z.number() })) }));
const listsJobA = (yes: boolean) => (b: unknown, fx: { jobA: number }) =>
  yes ? expect(jobIds(b)).toContain(fx.jobA) : expect(jobIds(b)).not.toContain(fx.jobA);
const offersJobA = (yes: boolean) => (b: unknown, fx: { jobA: number }) => {
  const ids = catalogue(b).jobs.map((j) => j.id);
  return yes ? expect(ids).toContain(fx.jobA) : expect(ids).not.toContain(fx.jobA);
};
const othersRefused = { tenantA: 403, tenantB: 403, candidate: 403, guest: 401 } as const;

export const REPORTS_TABLE: Row[] = [
  {
    route: 'GET reports/funnel (own figures)',
    request: () => ({ method: 'GET', url: '/api/reports/funnel' }),
    expect: {
      operator: ok(200, listsJobA(false)),
      tenantA: ok(200, (b, fx) => {
        expect(report(b).organisation.id).toBe(fx.a.id);
        listsJobA(true)(b, fx);
      }),
      tenantB: ok(200, listsJobA(false)),
      candidate: 403,
      guest: 401,
    },
  },
  {
    route: "GET reports/funnel?client_id=A (another organisation's figures)",
    request: (fx) => ({ method: 'GET', url: `/api/reports/funnel?client_id=${fx.a.id}` }),
    expect: { operator: ok(200, listsJobA(true)), ...othersRefused },
  },
  {
    route: 'GET reports/time-in-stage?job_id=(A job)',
    request: (fx) => ({ method: 'GET', url: `/api/reports/time-in-stage?job_id=${fx.jobA}` }),
    expect: ownOfA(ok(200, listsJobA(true))),
  },
  {
    route: 'GET reports/sources/export?format=csv&job_id=(A job)',
    request: (fx) => ({ method: 'GET', url: `/api/reports/sources/export?format=csv&job_id=${fx.jobA}` }),
    expect: ownOfA(200),
  },
  {
    route: "GET reports/funnel/export?client_id=A (another organisation's file)",
    request: (fx) => ({ method: 'GET', url: `/api/reports/funnel/export?format=xlsx&client_id=${fx.a.id}` }),
    expect: { operator: 200, ...othersRefused },
  },
  {
    route: 'GET reports/ (the filters offer own jobs)',
    request: () => ({ method: 'GET', url: '/api/reports' }),
    expect: {
      operator: ok(200, offersJobA(false)),
      tenantA: ok(200, offersJobA(true)),
      tenantB: ok(200, offersJobA(false)),
      candidate: 403,
      guest: 401,
    },
  },
  {
    route: 'GET reports/?client_id=A',
    request: (fx) => ({ method: 'GET', url: `/api/reports?client_id=${fx.a.id}` }),
    expect: { operator: ok(200, offersJobA(true)), ...othersRefused },
  },
];
