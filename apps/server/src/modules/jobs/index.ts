/** What the app uses of jobs outside the API: the server-rendered head of a public job page. */
export { jobPageHead } from './page-head';
