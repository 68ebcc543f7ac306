/** What other modules and the app may use of the candidate-dashboard module. */
export { candidateDashboardRoutes } from './routes';
