/** What other modules and the app may use of the applicants module. */

export { applicantRoutes } from './routes';
export { setApplicationStatus } from './status';
