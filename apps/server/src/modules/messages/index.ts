/** What other modules and the app may use of the messages module. */

export { attachmentKeysGoingWith } from './repository';
export { messageRoutes } from './routes';
