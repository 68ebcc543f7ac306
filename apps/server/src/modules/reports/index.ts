/** What other modules and the app may use of the reports module. */
export { keywordDemand } from './search-demand-repository';
export { type ActivityRow, teamActivityRows, teamMembers } from './team-activity-repository';
