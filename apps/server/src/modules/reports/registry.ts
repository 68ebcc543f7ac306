import type { ReportId } from '@portal/contract/reports';
import type { ReportDefinition } from './definition';
import { funnelReport } from './definitions/funnel';
import { sourcesReport } from './definitions/sources';
import { timeInStageReport } from './definitions/time-in-stage';

/**
 * Every report the server computes, in the catalogue's order. Team activity, job performance,
 * campaigns and search demand are added beside these by their own files (./definitions/<id>.ts).
 */
export const REPORT_DEFINITIONS: readonly ReportDefinition[] = [
  funnelReport,
  timeInStageReport,
  sourcesReport,
];

export const reportDefinition = (id: ReportId): ReportDefinition | undefined =>
  REPORT_DEFINITIONS.find((d) => d.id === id);
