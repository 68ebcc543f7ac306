/** What other modules and the app may use of the directory module: its routes, the company page's head. */
export { COMPANY_PATH, companyPageHead } from './page-head';
export { directoryRoutes } from './routes';
