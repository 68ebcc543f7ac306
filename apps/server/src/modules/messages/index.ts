/** What other modules and the app may use of the messages module. */

export { attachmentKeysGoingWith } from './attachment-keys';
export { messageRoutes } from './routes';
