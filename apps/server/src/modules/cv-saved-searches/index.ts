/** What other modules and the app may use of the cv-saved-searches module. */
export { createSavedSearchAlertTask } from './alert';
export { cvSavedSearchRoutes } from './routes';
