import type { ReportCatalogue, ReportResult } from '@portal/contract/reports';

/** A catalogue as an employer's reads (no organisations to pick). */
export const catalogueFixture = (extra: Partial<ReportCatalogue> = {}): ReportCatalogue => ({
  reports: [
    { id: 'funnel', title: 'Hiring funnel', description: 'Applicants by the furthest stage' },
    { id: 'time-in-stage', title: 'Time to hire and time in stage', description: 'Median and p90' },
  ],
  jobs: [
    { id: 3, title: 'Forklift Operator' },
    { id: 4, title: 'Warehouse Supervisor' },
  ],
  members: [{ id: 9, name: 'Omar Saleh' }],
  organisations: [],
  time_zone: 'Asia/Dubai',
  ...extra,
});

export const funnelFixture = (extra: Partial<ReportResult> = {}): ReportResult => ({
  id: 'funnel',
  title: 'Hiring funnel',
  description: 'Applicants by the furthest stage',
  period: { from: '2026-10-31', to: '2026-11-29', time_zone: 'Asia/Dubai' },
  organisation: { id: 2, name: 'Demo Logistics LLC' },
  columns: [
    { key: 'stage', label: 'Stage', kind: 'text' },
    { key: 'applicants', label: 'Applicants', kind: 'count' },
    { key: 'conversion', label: 'From the stage before', kind: 'percent' },
    { key: 'days', label: 'Median days', kind: 'days' },
  ],
  rows: [
    { stage: 'Applied', applicants: 1200, conversion: null, days: 2.25 },
    { stage: 'Shortlisted', applicants: 300, conversion: 25, days: 4 },
    { stage: 'Hired', applicants: 3, conversion: 1, days: null },
  ],
  rows_total: 3,
  totals: { stage: null, applicants: 1503, conversion: null, days: null },
  chart: { kind: 'funnel', x: 'stage', series: ['applicants'] },
  ...extra,
});
