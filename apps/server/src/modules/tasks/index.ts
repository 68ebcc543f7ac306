/** What other modules and the app may use of the tasks module. */

export { createTaskPassTask, runTaskPass } from './due-mail';
export { taskRoutes } from './routes';
/** The audit log reads a dismissed proposal's title with it. */
export { proposalTitleIn } from './texts';
