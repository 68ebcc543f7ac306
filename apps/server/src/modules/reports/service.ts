import {
  REPORT_INFO,
  REPORT_PAGE_ROWS,
  type ReportCatalogue,
  type ReportId,
  type ReportQuery,
  type ReportResult,
} from '@portal/contract/reports';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import type { PermissionStore } from '../../platform/auth/permission-store';
import type { Caller } from '../../platform/tenancy/scope';
import type { ReportDefinition, ReportScope } from './definition';
import { catalogue } from './i18n';
import { resolvePeriod } from './period';
import { REPORT_DEFINITIONS, reportDefinition } from './registry';
import {
  jobOfOrganisation,
  jobsOf,
  memberOfOrganisation,
  membersOf,
  organisations,
  setSubscription,
  subscriptionOf,
} from './repository';
import { reportScope, seesEveryOrganisation } from './scope';

export const REPORT_NOT_FOUND = catalogue.text('errors.no_such_report');
export const JOB_NOT_FOUND = catalogue.text('errors.job_not_found_in_organisation');
export const MEMBER_NOT_FOUND = catalogue.text('errors.team_member_not_found_in');

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/**
 * Reports (issue 30 item 1): whose figures (reportScope), the period in the organisation's zone,
 * the filters checked against that organisation, then the report's own computation.
 */
export function createReportService(deps: { db: Db; permissions: PermissionStore; now?: () => Date }) {
  const { db, permissions } = deps;
  const now = () => deps.now?.() ?? new Date();

  const mayOpen = async (caller: Caller, d: ReportDefinition) =>
    !d.permission || (await permissions.has(caller.user, d.permission));

  /**
   * The report of `scope` for the filters as given (the weekly mail calls it with its own scope); the
   * page's rows only (REPORT_PAGE_ROWS) unless `every` (the exports).
   */
  async function runForScope(
    scope: ReportScope,
    d: ReportDefinition,
    q: ReportQuery,
    every = false,
  ): Promise<ReportResult> {
    const period = resolvePeriod(q, scope.timeZone, now());
    if (q.job_id !== undefined && !(await jobOfOrganisation(db, scope.clientId, q.job_id)))
      throw AppError.notFound(JOB_NOT_FOUND);
    if (q.member_id !== undefined && !(await memberOfOrganisation(db, scope.clientId, q.member_id)))
      throw AppError.notFound(MEMBER_NOT_FOUND);
    const limited = !every && !d.everyRowShown;
    const { rowsTotal, ...body } = await d.run(db, scope, {
      from: period.from,
      to: period.to,
      jobId: q.job_id,
      memberId: q.member_id,
      rowLimit: limited ? REPORT_PAGE_ROWS : undefined,
    });
    return {
      id: d.id,
      ...REPORT_INFO[d.id],
      period: { from: period.from, to: period.to, time_zone: scope.timeZone },
      organisation: { id: scope.clientId, name: scope.clientName },
      ...body,
      rows: limited ? body.rows.slice(0, REPORT_PAGE_ROWS) : body.rows,
      rows_total: rowsTotal ?? body.rows.length,
    };
  }

  return {
    runForScope,

    async run(caller: Caller, id: ReportId, q: ReportQuery, every = false): Promise<ReportResult> {
      const d = reportDefinition(id);
      if (!d) throw AppError.notFound(REPORT_NOT_FOUND);
      if (!(await mayOpen(caller, d))) throw AppError.forbidden();
      return runForScope(await reportScope(db, caller, q.client_id), d, q, every);
    },

    async catalogue(caller: Caller, q: { client_id?: number }): Promise<ReportCatalogue> {
      const scope = await reportScope(db, caller, q.client_id);
      const [jobs, members, orgs, open] = await Promise.all([
        jobsOf(db, scope.clientId),
        membersOf(db, scope.clientId),
        seesEveryOrganisation(caller) ? organisations(db) : Promise.resolve([]),
        Promise.all(REPORT_DEFINITIONS.map((d) => mayOpen(caller, d))),
      ]);
      return {
        reports: REPORT_DEFINITIONS.filter((_, i) => open[i]).map((d) => ({
          id: d.id,
          ...REPORT_INFO[d.id],
        })),
        jobs,
        members: members.map((m) => ({ id: m.id, name: fullName(m) })),
        organisations: orgs,
        time_zone: scope.timeZone,
      };
    },

    subscription: async (caller: Caller) => ({ weekly: await subscriptionOf(db, caller.user.id) }),

    async subscribe(caller: Caller, weekly: boolean) {
      await setSubscription(db, caller.user.id, weekly);
      return { weekly };
    },
  };
}
export type ReportService = ReturnType<typeof createReportService>;
