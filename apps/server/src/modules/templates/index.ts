/** What other modules and the app may use of the templates module. */
export { templateRoutes } from './routes';
