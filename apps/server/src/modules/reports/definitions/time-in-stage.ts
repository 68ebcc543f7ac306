import type { ReportColumn, ReportRow } from '@portal/contract/reports';
import type { ReportDefinition } from '../definition';
import { jobTitles } from '../pipeline-repository';
import { type StageTimes, stageTimes, TIMED_STAGES } from '../time-in-stage-repository';
import { compareLabels, pipelineFilter } from './pipeline-filter';

const LABELS: Record<(typeof TIMED_STAGES)[number], string> = {
  applied: 'Applied',
  shortlisted: 'Shortlisted',
  interview: 'Interview',
  offered: 'Offered',
  hire: 'Time to hire',
};
const FIGURES = TIMED_STAGES.flatMap((s) => [`${s}_median`, `${s}_p90`] as const);

const columns: ReportColumn[] = [
  { key: 'job', label: 'Job', kind: 'text' },
  { key: 'applications', label: 'Applications', kind: 'count' },
  ...TIMED_STAGES.flatMap((s) => [
    { key: `${s}_median`, label: `${LABELS[s]}: median days`, kind: 'days' as const },
    { key: `${s}_p90`, label: `${LABELS[s]}: 90th percentile days`, kind: 'days' as const },
  ]),
];

function row(label: string, t: StageTimes | undefined): ReportRow {
  const r: ReportRow = { job: label, job_id: t?.job_id ?? null, applications: t?.applications ?? 0 };
  for (const k of FIGURES) r[k] = t?.[k] ?? null;
  return r;
}

/**
 * Time to hire and time in each stage: median and 90th percentile in days, per job and overall (the
 * totals), for the period's applications; null where no application has the figure.
 */
export const timeInStageReport: ReportDefinition = {
  id: 'time-in-stage',
  async run(db, scope, filters) {
    const { perJob, overall, jobs } = await stageTimes(db, pipelineFilter(scope, filters), filters.rowLimit);
    const titles = await jobTitles(
      db,
      perJob.map((r) => r.job_id as number),
    );
    const rows = perJob
      .map((t) => row(titles.get(t.job_id as number) ?? 'Removed job', t))
      .sort(
        (a, b) =>
          Number(b.applications) - Number(a.applications) || compareLabels(String(a.job), String(b.job)),
      );
    const totals = row('Total', overall);
    delete totals.job_id;
    return {
      columns,
      rows,
      totals,
      chart: { kind: 'bar', x: 'job', series: TIMED_STAGES.map((s) => `${s}_median`) },
      rowsTotal: jobs,
    };
  },
};
