import type { ReportResult } from '@portal/contract/reports';
import { EmptyState } from '@/components/ui/empty-state';
import { useIntlTag } from '@/lib/intl/locale-context';
import { useT } from '../i18n';
import { formatPeriod } from './format';
import { ReportChart } from './report-chart';
import { ReportTable } from './report-table';
import { EMPTY_KEY, type ReportText, useReportText } from './report-text';

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
export const reportCaption = (r: ReportResult, text: ReportText, tag: string) =>
  `${text.title(r.id, r.title)}, ${r.organisation.name}, ${formatPeriod(r.period.from, r.period.to, tag)}`;

/** One report on the page: its chart above its table, or what the period lacks. */
export function ReportView({ report }: { report: ReportResult }) {
  const t = useT();
  const text = useReportText();
  const tag = useIntlTag();
  if (isEmptyReport(report))
    return <EmptyState title={t(EMPTY_KEY[report.id])}>{t('view.moreFilters')}</EmptyState>;
  return (
    <div className="flex flex-col gap-6">
      <ReportChart report={report} />
      <ReportTable report={report} caption={reportCaption(report, text, tag)} />
      {report.rows_total > report.rows.length && (
        <p className="text-sm text-slate-600">
          {t('view.firstRows', { shown: report.rows.length, total: report.rows_total })}
        </p>
      )}
    </div>
  );
}
