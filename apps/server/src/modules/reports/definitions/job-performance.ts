import type { ReportColumn } from '@portal/contract/reports';
import type { ReportDefinition } from '../definition';
import { jobPerformanceRows } from '../job-performance-repository';

const COLUMNS: ReportColumn[] = [
  { key: 'date', label: 'Date', kind: 'date' },
  { key: 'views', label: 'Job views', kind: 'count' },
  { key: 'applications', label: 'Applications', kind: 'count' },
  { key: 'applications_per_100_views', label: 'Applications per 100 views', kind: 'percent' },
];

/** Applications per 100 views, one decimal; no figure on a day without views. */
export const per100 = (applications: number, views: number) =>
  views > 0 ? Math.round((applications * 1000) / views) / 10 : null;

/** Views and applications per day of the organisation's calendar; a job, or a member's jobs. */
export const jobPerformanceReport: ReportDefinition = {
  id: 'job-performance',
  everyRowShown: true,
  async run(db, scope, filters) {
    const days = await jobPerformanceRows(db, scope, filters);
    const rows = days.map((d) => {
      const views = Number(d.views);
      const applications = Number(d.applications);
      return { date: d.day, views, applications, applications_per_100_views: per100(applications, views) };
    });
    const views = rows.reduce((s, r) => s + r.views, 0);
    const applications = rows.reduce((s, r) => s + r.applications, 0);
    return {
      columns: COLUMNS,
      rows,
      totals: { date: 'Total', views, applications, applications_per_100_views: per100(applications, views) },
      chart: { kind: 'line', x: 'date', series: ['views', 'applications'] },
    };
  },
};
