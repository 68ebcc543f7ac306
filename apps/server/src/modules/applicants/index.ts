/** What other modules and the app may use of the applicants module. */

export { addInterviewEvent } from './repository';
export { applicantRoutes } from './routes';
export { setApplicationStatus } from './status';
