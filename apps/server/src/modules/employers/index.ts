/** What other modules and the app may use of the employers module. */
export { employerRoutes } from './routes';
