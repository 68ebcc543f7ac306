/** What other modules and the app may use of the health module. */
export { healthRoutes } from './routes';
