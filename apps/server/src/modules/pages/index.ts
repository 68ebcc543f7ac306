/** What the app uses of the editable pages: the content pages' server-rendered heads. */
export { contentPageHead } from './page-head';
export { pageRoutes } from './routes';
