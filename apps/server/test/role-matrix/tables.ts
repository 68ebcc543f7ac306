import type { Table } from './table';
import { ACCOUNT } from './table-account';
import { BACK_OFFICE } from './table-back-office';
import { CANDIDATE } from './table-candidate';
import { CANDIDATE_ADDED } from './table-candidate-added';
import { CANDIDATE_MERGE } from './table-candidate-merge';
import { CV_DATABASE } from './table-cv';
import { INTERVIEWS } from './table-interviews';
import { JOBS } from './table-jobs';
import { MAIL } from './table-mail';
import { MESSAGES } from './table-messages';
import { OFFERS } from './table-offers';
import { ORGANISATION } from './table-organisation';
import { REPORTS } from './table-reports';
import { SALARIES } from './table-salaries';
import { SCORECARDS } from './table-scorecards';
import { SCREENING } from './table-screening';
import { TASKS } from './table-tasks';

/** The whole matrix, one row per `METHOD path` of the OpenAPI document. */
export const TABLE: Table = {
  ...ACCOUNT,
  ...CANDIDATE,
  ...CANDIDATE_ADDED,
  ...CANDIDATE_MERGE,
  ...JOBS,
  ...ORGANISATION,
  ...CV_DATABASE,
  ...MAIL,
  ...BACK_OFFICE,
  ...OFFERS,
  ...MESSAGES,
  ...INTERVIEWS,
  ...SCREENING,
  ...SCORECARDS,
  ...SALARIES,
  ...TASKS,
  ...REPORTS,
};
