/** The client CV: a recruiter's presentation of a candidate, and its shared links (issue 11). */
export { clientCvRoutes } from './routes';
