/** What other modules and the app may use of the dashboards module. */
export { dashboardRoutes } from './routes';
