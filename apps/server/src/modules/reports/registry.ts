import type { ReportId } from '@portal/contract/reports';
import type { ReportDefinition } from './definition';
import { campaignsReport } from './definitions/campaigns';
import { funnelReport } from './definitions/funnel';
import { jobPerformanceReport } from './definitions/job-performance';
import { searchDemandReport } from './definitions/search-demand';
import { sourcesReport } from './definitions/sources';
import { teamActivityReport } from './definitions/team-activity';
import { timeInStageReport } from './definitions/time-in-stage';

/** Every report the server computes, in the catalogue's order (REPORT_IDS); each in ./definitions/<id>.ts. */
export const REPORT_DEFINITIONS: readonly ReportDefinition[] = [
  funnelReport,
  timeInStageReport,
  sourcesReport,
  teamActivityReport,
  jobPerformanceReport,
  campaignsReport,
  searchDemandReport,
];

export const reportDefinition = (id: ReportId): ReportDefinition | undefined =>
  REPORT_DEFINITIONS.find((d) => d.id === id);
