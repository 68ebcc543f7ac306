import type { Table } from './table';
import { ACCOUNT } from './table-account';
import { BACK_OFFICE } from './table-back-office';
import { CANDIDATE } from './table-candidate';
import { CV_DATABASE } from './table-cv';
import { JOBS } from './table-jobs';
import { MAIL } from './table-mail';
import { ORGANISATION } from './table-organisation';
import { SCORECARDS } from './table-scorecards';

/** The whole matrix, one row per `METHOD path` of the OpenAPI document. */
export const TABLE: Table = {
  ...ACCOUNT,
  ...CANDIDATE,
  ...JOBS,
  ...ORGANISATION,
  ...CV_DATABASE,
  ...MAIL,
  ...BACK_OFFICE,
  ...SCORECARDS,
};
