import type { ReportColumn, ReportRow } from '@portal/contract/reports';
import type { ReportDefinition } from '../definition';
import { type FunnelCounts, funnelCounts } from '../funnel-repository';
import { jobTitles } from '../pipeline-repository';
import { compareLabels, percent, pipelineFilter, splitTotals } from './pipeline-filter';

const STAGES = ['applied', 'shortlisted', 'interview', 'offered', 'hired'] as const;
const LABELS: Record<(typeof STAGES)[number], string> = {
  applied: 'Applied',
  shortlisted: 'Shortlisted',
  interview: 'Interview',
  offered: 'Offered',
  hired: 'Hired',
};
/** Conversion from each stage to the next: `to_<next>` (e.g. to_shortlisted = shortlisted / applied). */
const CONVERSIONS = STAGES.slice(1).map((s, i) => ({
  key: `to_${s}`,
  from: STAGES[i] as (typeof STAGES)[number],
  to: s,
}));

const columns: ReportColumn[] = [
  { key: 'job', label: 'Job', kind: 'text' },
  ...STAGES.map((s) => ({ key: s, label: LABELS[s], kind: 'count' as const })),
  ...CONVERSIONS.map((c) => ({
    key: c.key,
    label: `${LABELS[c.from]} → ${LABELS[c.to]} %`,
    kind: 'percent' as const,
  })),
];

function row(label: string, c: FunnelCounts): ReportRow {
  const r: ReportRow = { job: label, job_id: c.job_id };
  for (const s of STAGES) r[s] = c[s];
  for (const k of CONVERSIONS) r[k.key] = percent(c[k.to], c[k.from]);
  return r;
}

const NONE: FunnelCounts = { job_id: null, applied: 0, shortlisted: 0, interview: 0, offered: 0, hired: 0 };

/**
 * The hiring funnel: the period's applications (of the organisation's jobs) per job by each stage
 * they ever reached, with the conversion between consecutive stages; the chart is the totals' funnel.
 */
export const funnelReport: ReportDefinition = {
  id: 'funnel',
  async run(db, scope, filters) {
    const { perJob, total } = splitTotals(await funnelCounts(db, pipelineFilter(scope, filters)));
    const titles = await jobTitles(
      db,
      perJob.map((r) => r.job_id as number),
    );
    const rows = perJob
      .map((c) => row(titles.get(c.job_id as number) ?? 'Removed job', c))
      .sort((a, b) => Number(b.applied) - Number(a.applied) || compareLabels(String(a.job), String(b.job)));
    const totals = row('Total', total ?? NONE);
    delete totals.job_id;
    return { columns, rows, totals, chart: { kind: 'funnel', x: 'job', series: [...STAGES] } };
  },
};
