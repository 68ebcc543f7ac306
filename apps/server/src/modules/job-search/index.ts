/** What other modules and the app may use of the job-search module. */
export { jobSearchRoutes } from './routes';
export { hitsFor, searchJobs } from './search';
export { filterConditions, OPEN, whereOf } from './search-sql';
