/** What other modules and the app may use of the reports module. */

export type { ReportBody, ReportDefinition, ReportFilters, ReportScope } from './definition';
export { reportCsv, reportXlsx } from './export';
export { addDays, periodBounds, resolvePeriod } from './period';
export { REPORT_DEFINITIONS, reportDefinition } from './registry';
export { reportRoutes } from './routes';
// The team dashboard and the operator's dashboard count with the reports' queries, so they agree.
export { keywordDemand } from './search-demand-repository';
export { createReportService, type ReportService } from './service';
export { type ActivityRow, teamActivityRows, teamMembers } from './team-activity-repository';
