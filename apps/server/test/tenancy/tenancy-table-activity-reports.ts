import { expect } from 'vitest';
import { z } from 'zod';
import { data, ok, operatorOnly, ownOfA, type Row } from './tenancy-table';

/*
 * The activity reports (issue 30) in the tenancy table: a job or a team member of A names A's
 * figures for A's users alone (another organisation's, the operator's included, is not found);
 * search demand is the operator's (dashboards.operator), portal-wide counts only.
 */
const report = data(
  z.object({
    organisation: z.object({ id: z.number() }),
    rows: z.array(z.record(z.string(), z.unknown())),
    totals: z.record(z.string(), z.unknown()).nullable(),
  }),
);
const ofA = (check: (r: ReturnType<typeof report>) => void) =>
  ok(200, (b, fx) => {
    const r = report(b);
    expect(r.organisation.id).toBe(fx.a.id);
    check(r);
  });

export const ACTIVITY_REPORTS_TABLE: Row[] = [
  {
    route: "GET reports/team-activity?member_id=(A's admin)",
    request: (fx) => ({ method: 'GET', url: `/api/reports/team-activity?member_id=${fx.aUserId}` }),
    // A's admin posted jobA and sent campaignA in the fixture.
    expect: ownOfA(
      ofA((r) => {
        expect(r.rows).toHaveLength(1);
        expect(r.totals).toMatchObject({ jobs_posted: expect.any(Number) });
        expect(Number(r.totals?.mails_sent)).toBeGreaterThan(0);
      }),
    ),
  },
  {
    route: 'GET reports/job-performance?job_id=(A job)',
    request: (fx) => ({ method: 'GET', url: `/api/reports/job-performance?job_id=${fx.jobA}` }),
    expect: ownOfA(ofA((r) => expect(Number(r.totals?.applications)).toBeGreaterThan(0))),
  },
  {
    route: 'GET reports/campaigns?job_id=(A job)',
    request: (fx) => ({ method: 'GET', url: `/api/reports/campaigns?job_id=${fx.jobA}` }),
    expect: ownOfA(ofA((r) => expect(r.rows.length).toBeGreaterThan(0))),
  },
  {
    route: 'GET reports/search-demand (portal-wide, the operator only)',
    request: () => ({ method: 'GET', url: '/api/reports/search-demand' }),
    expect: operatorOnly(200),
  },
];
