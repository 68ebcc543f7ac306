/** What other modules and the app may use of the tasks module. */

export { createTaskPassTask, runTaskPass } from './due-mail';
export { taskRoutes } from './routes';
