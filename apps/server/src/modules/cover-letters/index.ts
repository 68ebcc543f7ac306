/** Saved cover letters: the routes, and a candidate's letters for the data export. */

export { coverLettersOf } from './repository';
export { coverLetterRoutes } from './routes';
