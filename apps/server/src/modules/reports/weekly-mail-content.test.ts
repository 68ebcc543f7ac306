import type { ReportResult } from '@portal/contract/reports';
import { describe, expect, it } from 'vitest';
import { weeklyReportMail } from './weekly-mail-content';

const base = {
  title: 't',
  description: 'd',
  period: { from: '2026-11-23', to: '2026-11-29', time_zone: 'Asia/Dubai' },
  organisation: { id: 1, name: 'Gulf <Freight>' },
};
const funnel: ReportResult = {
  ...base,
  id: 'funnel',
  columns: [
    { key: 'job', label: 'Job', kind: 'text' },
    { key: 'applied', label: 'Applied', kind: 'count' },
    { key: 'hired', label: 'Hired', kind: 'count' },
    { key: 'to_hired', label: 'Applied → Hired %', kind: 'percent' },
  ],
  rows: [
    { job: 'Driver & <Loader>', job_id: 1, applied: 1200, hired: 1, to_hired: 0.1 },
    { job: 'Planner', job_id: 2, applied: 0, hired: 0, to_hired: null },
  ],
  rows_total: 2,
  totals: { job: 'Total', applied: 1200, hired: 1, to_hired: 0.1 },
  chart: { kind: 'funnel', x: 'job', series: ['applied'] },
};
const sources: ReportResult = {
  ...base,
  id: 'sources',
  columns: [
    { key: 'source', label: 'Source', kind: 'text' },
    { key: 'applications', label: 'Applications', kind: 'count' },
  ],
  rows: [{ source: 'Job search', applications: 1200 }],
  rows_total: 1,
  totals: { source: 'Total', applications: 1200 },
  chart: { kind: 'bar', x: 'source', series: ['applications'] },
};

describe('the weekly report mail content', () => {
  const mail = weeklyReportMail({
    firstName: 'Omar',
    organisation: 'Gulf <Freight>',
    week: { from: '2026-11-23', to: '2026-11-29' },
    figures: { funnel, sources, team: null },
    reportsUrl: 'http://portal.test/management/reports',
    unsubscribeUrl: 'http://portal.test/unauth/reports/unsubscribe?token=a&b',
  });

  it('writes the totals, the sources and the best jobs (none without applications) in text and HTML', () => {
    expect(mail.subject).toBe('Weekly report for Gulf <Freight>: 23 Nov – 29 Nov 2026');
    expect(mail.text).toContain('  Applied: 1,200');
    expect(mail.text).toContain('  Applied → Hired %: 0.1%');
    expect(mail.text).toContain('  Job search: 1,200');
    expect(mail.text).toContain('BEST JOBS BY APPLICATIONS\n  Driver & <Loader>: 1,200');
    expect(mail.text).not.toContain('Planner');
    expect(mail.text).not.toContain('TEAM ACTIVITY');
    expect(mail.html).toContain('Driver &amp; &lt;Loader&gt;');
    expect(mail.html).not.toContain('<Loader>');
    expect(mail.html).not.toContain('<Freight>');
    expect(mail.html).toContain('href="http://portal.test/unauth/reports/unsubscribe?token=a&amp;b"');
  });
});
