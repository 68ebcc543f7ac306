import type { ReportFilters, ReportScope } from '../definition';
import { periodBounds } from '../period';
import type { PipelineFilter } from '../pipeline-repository';

/** A report's scope and filters as the pipeline queries take them (the period as UTC instants). */
export const pipelineFilter = (scope: ReportScope, f: ReportFilters): PipelineFilter => ({
  clientId: scope.clientId,
  ...periodBounds(f, scope.timeZone),
  jobId: f.jobId,
  memberId: f.memberId,
});

/** A share in percent with one decimal; null where the whole is nothing. */
export const percent = (part: number, whole: number): number | null =>
  whole > 0 ? Math.round((1000 * part) / whole) / 10 : null;

/** A GROUPING SETS answer split: the per-job rows, and the overall one (job_id null). */
export function splitTotals<T extends { job_id: number | null }>(rows: T[]) {
  return { perJob: rows.filter((r) => r.job_id !== null), total: rows.find((r) => r.job_id === null) };
}

/**
 * Orders labels as localeCompare does, with one collator made once: a year of the largest
 * organisation sorts ~7,000 job titles, and localeCompare builds its collator on every call.
 */
export const compareLabels = new Intl.Collator(undefined).compare;
