import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../helpers/app';
import { bearer } from '../helpers/requests';
import { buildFixture, type Fixture, WHO } from './tenancy-fixture';
import { TABLE } from './tenancy-table';
import { CANDIDATE_ADDED_TABLE } from './tenancy-table-candidate-added';
import { CANDIDATE_MERGE_TABLE } from './tenancy-table-candidate-merge';
import { CV_PARSING_TABLE } from './tenancy-table-cv-parsing';
import { CV_SEARCH_TABLE } from './tenancy-table-cv-search';
import { DASHBOARDS_TABLE } from './tenancy-table-dashboards';
import { EMAIL_TABLE } from './tenancy-table-email';
import { INTERVIEW_TABLE } from './tenancy-table-interviews';
import { MESSAGES_TABLE } from './tenancy-table-messages';
import { OFFERS_TABLE } from './tenancy-table-offers';
import { REPORTS_TABLE } from './tenancy-table-reports';
import { SALARIES_TABLE } from './tenancy-table-salaries';
import { SCORECARDS_TABLE } from './tenancy-table-scorecards';
import { SCREENING_TABLE } from './tenancy-table-screening';
import { TASK_TABLE } from './tenancy-table-tasks';

let t: Awaited<ReturnType<typeof setupFile>>;
let fx: Fixture;
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  fx = await buildFixture(t.app, t.database.db);
});
afterAll(() => t.close());

/** What each caller gets from each organisation-scoped route (docs/architecture.md, "Tenancy"). */
describe.each([
  ...TABLE,
  ...EMAIL_TABLE,
  ...OFFERS_TABLE,
  ...MESSAGES_TABLE,
  ...INTERVIEW_TABLE,
  ...TASK_TABLE,
  ...SCREENING_TABLE,
  ...SCORECARDS_TABLE,
  ...CV_SEARCH_TABLE,
  ...CV_PARSING_TABLE,
  ...CANDIDATE_ADDED_TABLE,
  ...DASHBOARDS_TABLE,
  ...CANDIDATE_MERGE_TABLE,
  ...SALARIES_TABLE,
  ...REPORTS_TABLE,
])('$route', (row) => {
  it.each(WHO)('as %s', async (who) => {
    const req = await row.request(fx, who);
    const res = await t.app.inject({
      ...req,
      headers: who === 'guest' ? {} : bearer(fx.tokens[who]),
    });
    const cell = row.expect[who];
    const status = typeof cell === 'number' ? cell : cell.status;
    expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
    if (typeof cell !== 'number') {
      const isJson = String(res.headers['content-type']).startsWith('application/json');
      cell.check(isJson ? res.json() : res.body, fx);
    }
  });
});
