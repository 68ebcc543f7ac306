/** What other modules and the app may use of the messages module. */

export { messageRoutes } from './routes';
