/** What other modules and the app may use of the candidate module. */
export { candidateRoutes } from './routes';
