/** What other modules and the app may use of the newsletter module. */
export { newsletterRoutes } from './routes';
export { createWeeklyNewsTask } from './task';
