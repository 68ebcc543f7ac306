import type { ReportResult, ReportRow } from '@portal/contract/reports';
import { categoryBandHeight, SeriesChart } from '@/components/charts';
import { useIntlTag } from '@/lib/intl/locale-context';
import { useT } from '../i18n';
import { formatDay } from './format';
import { useReportText } from './report-text';

type ChartInput = Pick<ReportResult, 'chart' | 'columns' | 'rows' | 'totals'>;

/**
 * The bars a chart draws at most: the first rows in the report's order (the jobs with the most
 * applications). A hundred jobs of five series each would be a chart some metres tall.
 */
export const CHART_BARS = 15;

/**
 * What the chart draws. A funnel is the whole period's: one bar per stage (its series) from the
 * totals row (or the rows summed where there is none), in stage order; bar and line draw every row
 * against `x`.
 */
export function chartData(
  report: ChartInput,
  words: { column: (key: string, text: string) => string; applicants: string } = {
    column: (_key, text) => text,
    applicants: 'Applicants',
  },
): {
  rows: ReportRow[];
  x: string;
  series: { key: string; label: string }[];
} {
  const { chart, columns, rows, totals } = report;
  const label = (key: string) => words.column(key, columns.find((c) => c.key === key)?.label ?? key);
  if (chart.kind !== 'funnel')
    return {
      // Lines are the period's days, all of them; bars stop at CHART_BARS (the table has every row).
      rows: chart.kind === 'bar' ? rows.slice(0, CHART_BARS) : rows,
      x: chart.x,
      series: chart.series.map((key) => ({ key, label: label(key) })),
    };
  const sum = (key: string) =>
    rows.reduce((total, row) => total + (typeof row[key] === 'number' ? (row[key] as number) : 0), 0);
  return {
    x: 'stage',
    series: [{ key: 'count', label: words.applicants }],
    rows: chart.series.map((key) => ({
      stage: label(key),
      count: typeof totals?.[key] === 'number' ? (totals[key] as number) : sum(key),
    })),
  };
}

/** The chart's height: a band per category for the horizontal bars, a fixed box for lines. */
export function chartHeight(report: ChartInput): number {
  if (report.chart.kind === 'line') return 260;
  const { rows, series } = chartData(report);
  return Math.max(180, rows.length * categoryBandHeight(series.length) + 60);
}

/**
 * The report's chart as its `chart` says: funnel and bar as horizontal bars (long names wrap on the
 * axis), line as a line per series over the days. Hidden from assistive technology: the table
 * beside it carries the same figures.
 */
export function ReportChart({ report }: { report: ChartInput }) {
  const t = useT();
  const text = useReportText();
  const tag = useIntlTag();
  const data = chartData(report, { column: text.column, applicants: t('chart.applicants') });
  const { x, series } = data;
  // The rows' names the server writes (an application source) in the page's language.
  const rows = data.rows.map((row) =>
    typeof row[x] === 'string' ? { ...row, [x]: text.cell(row[x]) } : row,
  );
  const xIsDate = report.columns.find((c) => c.key === x)?.kind === 'date';
  return (
    <div>
      <div aria-hidden className="w-full" style={{ height: chartHeight(report) }} data-testid="report-chart">
        <SeriesChart
          data={rows}
          xKey={x}
          series={series}
          kind={report.chart.kind === 'line' ? 'line' : 'bar'}
          horizontal={report.chart.kind !== 'line'}
          xFormat={xIsDate ? (v) => formatDay(v, false, tag) : undefined}
        />
      </div>
      {report.chart.kind === 'bar' && report.rows.length > rows.length && (
        <p className="mt-1 text-sm text-slate-600">{t('chart.firstRows', { count: rows.length })}</p>
      )}
    </div>
  );
}
