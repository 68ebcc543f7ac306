/** What other modules and the app may use of the candidate-account module. */
export { candidateAccountRoutes } from './routes';
