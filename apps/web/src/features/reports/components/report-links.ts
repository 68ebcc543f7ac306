import type { ReportId } from '@portal/contract/reports';
import { paths } from '@/config/paths';
import type { ReportFilters } from '../api/reports';
import { type ReportUrl, writeReportUrl } from './use-report-filters';

/** The reports page and its print view under the area the user is in (the back office or management). */
export function reportPaths(pathname: string) {
  return pathname.startsWith('/admin-pannel')
    ? { page: paths.admin.reports.href(), print: paths.admin.reportsPrint.href() }
    : { page: paths.management.reports.href(), print: paths.management.reportsPrint.href() };
}

/**
 * The print view of one report with the page's filters, the period written as its days: a print
 * opened tomorrow or elsewhere shows the same figures.
 */
export function printHref(pathname: string, report: ReportId, filters: ReportFilters): string {
  const url: ReportUrl = {
    report,
    period: 'custom',
    from: filters.from ?? '',
    to: filters.to ?? '',
    job: filters.job_id ? Number(filters.job_id) : undefined,
    member: filters.member_id ? Number(filters.member_id) : undefined,
    org: filters.client_id ? Number(filters.client_id) : undefined,
  };
  return `${reportPaths(pathname).print}?${writeReportUrl(url)}`;
}
