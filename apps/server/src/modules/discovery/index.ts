/** What other modules and the app may use of the discovery module. */
export { discoveryRoutes } from './routes';
