import { describe, expect, it } from 'vitest';
import { funnelFixture } from '../testing/fixtures';
import { CHART_BARS, chartData } from './report-chart';

describe("a report's chart", () => {
  it("draws a funnel as the period's stages from the totals row, in stage order", () => {
    const report = funnelFixture({
      columns: [
        { key: 'job', label: 'Job', kind: 'text' },
        { key: 'applied', label: 'Applied', kind: 'count' },
        { key: 'hired', label: 'Hired', kind: 'count' },
      ],
      rows: [
        { job: 'Forklift Operator', applied: 7, hired: 1 },
        { job: 'Driver', applied: 3, hired: 0 },
      ],
      totals: { job: 'Total', applied: 10, hired: 1 },
      chart: { kind: 'funnel', x: 'job', series: ['applied', 'hired'] },
    });
    expect(chartData(report)).toEqual({
      x: 'stage',
      series: [{ key: 'count', label: 'Applicants' }],
      rows: [
        { stage: 'Applied', count: 10 },
        { stage: 'Hired', count: 1 },
      ],
    });
    expect(chartData({ ...report, totals: null }).rows).toEqual([
      { stage: 'Applied', count: 10 },
      { stage: 'Hired', count: 1 },
    ]);
  });

  it('draws the first CHART_BARS rows as bars, and every day as a line', () => {
    const rows = Array.from({ length: 40 }, (_, i) => ({ stage: `Job ${i + 1}`, applicants: 40 - i }));
    const bars = funnelFixture({ rows, chart: { kind: 'bar', x: 'stage', series: ['applicants'] } });
    expect(chartData(bars).rows).toEqual(rows.slice(0, CHART_BARS));
    const line = funnelFixture({ rows, chart: { kind: 'line', x: 'stage', series: ['applicants'] } });
    expect(chartData(line).rows).toHaveLength(40);
  });

  it('draws bars and lines from the rows against x, each series named by its column', () => {
    const report = funnelFixture({ chart: { kind: 'bar', x: 'stage', series: ['applicants'] } });
    expect(chartData(report)).toMatchObject({
      x: 'stage',
      series: [{ key: 'applicants', label: 'Applicants' }],
    });
    expect(chartData(report).rows).toEqual(report.rows);
  });
});
