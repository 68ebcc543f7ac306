/** What other modules and the app may use of the directory module. */
export { directoryRoutes } from './routes';
