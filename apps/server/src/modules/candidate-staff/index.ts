/** What other modules and the app may use of the candidate-staff module. */
export { candidateStaffRoutes } from './routes';
