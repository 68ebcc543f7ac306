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

describe('the weekly report mail content in Arabic', () => {
  const mail = weeklyReportMail({
    firstName: 'عمر',
    organisation: 'Gulf <Freight>',
    week: { from: '2026-11-23', to: '2026-11-29' },
    figures: { funnel, sources, team: null },
    reportsUrl: 'http://portal.test/management/reports',
    unsubscribeUrl: 'http://portal.test/unauth/reports/unsubscribe?token=a&b',
    locale: 'ar',
  });
  const n = (v: number) => new Intl.NumberFormat('ar-AE-u-nu-latn', { maximumFractionDigits: 1 }).format(v);

  it('writes the words, the days and the numbers in Arabic, right to left, with /ar links', () => {
    expect(mail.subject).toMatch(/^التقرير الأسبوعي لـ Gulf <Freight>: 23 .+ – 29 .+ 2026$/);
    expect(mail.subject).not.toMatch(/Nov|Weekly/);
    expect(mail.text).toContain('مرحباً عمر،');
    expect(mail.text).toContain(`مسار التوظيف`.toUpperCase());
    expect(mail.text).toContain(`  تقدّموا: ${n(1200)}`);
    expect(mail.text).toContain(`  العرض ← التوظيف %: ${n(0.1)}%`);
    expect(mail.text).toContain(`  البحث عن وظائف: ${n(1200)}`);
    expect(mail.text).toContain(`أكثر الوظائف استقطابًا للطلبات\n  Driver & <Loader>: ${n(1200)}`);
    expect(mail.text).toContain('عرض جميع التقارير: http://portal.test/ar/management/reports');
    expect(mail.text).toContain('http://portal.test/ar/unauth/reports/unsubscribe?token=a&b');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('href="http://portal.test/ar/unauth/reports/unsubscribe?token=a&amp;b"');
    expect(mail.text).not.toMatch(/Hello|Hiring funnel|See every report|Applied/);
  });
});
