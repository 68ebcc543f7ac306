/** What other modules and the app may use of the alerts module. */
export { createAlertDigestTask } from './digest-task';
export { alertRoutes } from './routes';
export { nextRunAt } from './schedule-repository';
