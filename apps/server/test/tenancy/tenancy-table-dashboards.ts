import { myDashboardSchema, searchDemandSchema, teamDashboardSchema } from '@portal/contract/dashboards';
import { expect } from 'vitest';
import type { Fixture } from './tenancy-fixture';
import { data, ok, operatorOnly, type Row } from './tenancy-table';

/*
 * The dashboards by role (issue 30): the operator's figures and the search demand are the
 * operator's alone; "my work" and the team are each caller's own organisation's (and, for my work,
 * the caller's own jobs), so A's job and A's team never show to B or to the operator's staff.
 */

const jobsOf = (b: unknown) => data(myDashboardSchema)(b).jobs.map((j) => j.id);
/** A sees its own jobA, unless other rows have since posted twenty newer jobs of A's (the list's length). */
const hasJobA = (b: unknown, fx: Fixture) => {
  const ids = jobsOf(b);
  if (ids.includes(fx.jobA)) return;
  expect(ids).toHaveLength(20);
  expect(Math.min(...ids)).toBeGreaterThan(fx.jobA);
};
const lacksJobA = (b: unknown, fx: Fixture) => expect(jobsOf(b)).not.toContain(fx.jobA);
const membersOf = (b: unknown) => data(teamDashboardSchema)(b).members.map((m) => m.id);
/** A's team holds A's admin; nobody else's team does. */
const teamA = (b: unknown, fx: Fixture) => expect(membersOf(b)).toContain(fx.aUserId);
const notTeamA = (b: unknown, fx: Fixture) => expect(membersOf(b)).not.toContain(fx.aUserId);

export const DASHBOARDS_TABLE: Row[] = [
  {
    route: 'GET dashboards/admin',
    request: () => ({ method: 'GET', url: '/api/dashboards/admin' }),
    expect: operatorOnly(200),
  },
  {
    route: 'GET dashboards/search-demand',
    request: () => ({ method: 'GET', url: '/api/dashboards/search-demand?days=30' }),
    expect: operatorOnly(ok(200, (b) => expect(data(searchDemandSchema)(b).days).toBe(30))),
  },
  {
    route: 'GET dashboards/mine',
    request: () => ({ method: 'GET', url: '/api/dashboards/mine' }),
    expect: {
      operator: ok(200, lacksJobA),
      tenantA: ok(200, hasJobA),
      tenantB: ok(200, lacksJobA),
      candidate: 403,
      guest: 401,
    },
  },
  {
    route: 'GET dashboards/team',
    request: () => ({ method: 'GET', url: '/api/dashboards/team' }),
    expect: {
      operator: ok(200, notTeamA),
      tenantA: ok(200, teamA),
      tenantB: ok(200, notTeamA),
      candidate: 403,
      guest: 401,
    },
  },
];
