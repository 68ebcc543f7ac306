import type { ReportResult } from '@portal/contract/reports';
import { categoryBandHeight, SeriesChart } from '@/components/charts';
import { formatDay } from './format';

/** The chart's height: a band per category for the horizontal bars, a fixed box for lines. */
export function chartHeight(report: Pick<ReportResult, 'chart' | 'rows'>): number {
  if (report.chart.kind === 'line') return 260;
  return Math.max(180, report.rows.length * categoryBandHeight(report.chart.series.length) + 60);
}

/**
 * The report's chart as its `chart` says: funnel and bar as horizontal bars (long names wrap on the
 * axis), line as a line per series over the days. Hidden from assistive technology: the table
 * beside it carries the same figures.
 */
export function ReportChart({ report }: { report: Pick<ReportResult, 'chart' | 'columns' | 'rows'> }) {
  const { chart, columns, rows } = report;
  const label = (key: string) => columns.find((c) => c.key === key)?.label ?? key;
  const xIsDate = columns.find((c) => c.key === chart.x)?.kind === 'date';
  const series = chart.series.map((key) => ({ key, label: label(key) }));
  return (
    <div aria-hidden className="w-full" style={{ height: chartHeight(report) }} data-testid="report-chart">
      <SeriesChart
        data={rows}
        xKey={chart.x}
        series={series}
        kind={chart.kind === 'line' ? 'line' : 'bar'}
        horizontal={chart.kind !== 'line'}
        xFormat={xIsDate ? (v) => formatDay(v, false) : undefined}
      />
    </div>
  );
}
