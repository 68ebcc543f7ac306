/** What other modules and the app may use of the recommendations module. */
export { recommendationRoutes } from './routes';
export { recommendJobs } from './service';
