import { campaignsReport } from './definitions/campaigns';
import { jobPerformanceReport } from './definitions/job-performance';
import { searchDemandReport } from './definitions/search-demand';
import { teamActivityReport } from './definitions/team-activity';

/** The activity reports (team, job performance, campaigns, search demand). */
export const activityReports = [teamActivityReport, jobPerformanceReport, campaignsReport, searchDemandReport];
