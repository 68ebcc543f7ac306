/** What other modules and the app may use of the applications module. */

export { jobSummaries } from './job-summary';
export { applicationRoutes } from './routes';
