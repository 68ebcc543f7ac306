/** What other modules and the app may use of the user-admin module. */
export { userAdminRoutes } from './routes';
