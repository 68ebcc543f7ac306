import type { Permission } from '@portal/contract/permissions';
import type { ReportId, ReportResult } from '@portal/contract/reports';
import type { Db } from '../../core/db/client';

/** Whose figures a report computes: one organisation, with the time zone its days are counted in. */
export type ReportScope = { clientId: number; clientName: string; timeZone: string };

/**
 * The filters as a report receives them: the period's first and last day (YYYY-MM-DD, both included,
 * days of the scope's time zone; defaults already filled in), and the optional job and team member.
 */
export type ReportFilters = {
  from: string;
  to: string;
  jobId?: number;
  memberId?: number;
  /**
   * The rows the answer will keep (the page's REPORT_PAGE_ROWS; absent for an export): a report whose
   * rows are costly to compute may stop there and say how many there are in `rowsTotal`.
   */
  rowLimit?: number;
};

/** What a report computes; the service adds its id, title, period and organisation. */
export type ReportBody = Pick<ReportResult, 'columns' | 'rows' | 'totals' | 'chart'> & {
  /** How many rows there are when the report stopped at `rowLimit`; `rows.length` otherwise. */
  rowsTotal?: number;
};

/**
 * One report: how its rows are computed. Each lives in its own file under ./definitions and is listed
 * in ./registry.ts; the routes, the exports and the weekly mail work for every report through this.
 */
export type ReportDefinition = {
  id: ReportId;
  /** A permission needed beyond reports.view (search demand is the operator's: dashboards.operator). */
  permission?: Permission;
  /** Its rows are the period's days (at most 366): all are shown, never cut at REPORT_PAGE_ROWS. */
  everyRowShown?: true;
  run(db: Db, scope: ReportScope, filters: ReportFilters): Promise<ReportBody>;
};
