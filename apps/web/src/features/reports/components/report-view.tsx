import type { ReportId, ReportResult } from '@portal/contract/reports';
import { EmptyState } from '@/components/ui/empty-state';
import { formatPeriod } from './format';
import { ReportChart } from './report-chart';
import { ReportTable } from './report-table';

/** What each report says when the period holds nothing to count. */
export const EMPTY_TEXT: Record<ReportId, string> = {
  funnel: 'No applications in this period.',
  'time-in-stage': 'No applicant moved on from a stage in this period.',
  sources: 'No applications in this period.',
  'team-activity': 'No team activity in this period.',
  'job-performance': 'No job views or applications in this period.',
  campaigns: 'No recruiter campaigns were sent in this period.',
  'search-demand': 'No searches in this period.',
};

/** No row, or no figure in any row of what the chart draws (a funnel of zeros is an empty period). */
export function isEmptyReport(report: Pick<ReportResult, 'rows' | 'chart'>): boolean {
  return !report.rows.some((row) =>
    report.chart.series.some((key) => {
      const value = row[key];
      return typeof value === 'number' && value !== 0;
    }),
  );
}

/** "Hiring funnel · Demo Logistics LLC · 1 Nov – 30 Nov 2026" as the table's caption. */
export const reportCaption = (r: ReportResult) =>
  `${r.title}, ${r.organisation.name}, ${formatPeriod(r.period.from, r.period.to)}`;

/** One report on the page: its chart above its table, or what the period lacks. */
export function ReportView({ report }: { report: ReportResult }) {
  if (isEmptyReport(report))
    return <EmptyState title={EMPTY_TEXT[report.id]}>Choose a longer period or fewer filters.</EmptyState>;
  return (
    <div className="flex flex-col gap-6">
      <ReportChart report={report} />
      <ReportTable report={report} caption={reportCaption(report)} />
      {report.rows_total > report.rows.length && (
        <p className="text-sm text-slate-600">
          Showing the first {report.rows.length} of {report.rows_total.toLocaleString('en')} rows; the totals
          count them all, and the CSV and XLSX exports list every row.
        </p>
      )}
    </div>
  );
}
