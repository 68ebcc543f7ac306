/** What other modules and the app may use of the job-search module. */

export { filterConditions, OPEN, whereOf } from './repositories/search-sql';
export { jobSearchRoutes } from './routes';
export { hitsFor, searchJobs } from './search';
