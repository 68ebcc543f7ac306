/** What other modules and the app may use of the saved-jobs module. */
export { savedJobRoutes } from './routes';
