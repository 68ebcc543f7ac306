/**
 * What the app uses of salary insights: the routes, the public pages' heads, and the pages with
 * figures for the sitemap.
 */
export { salaryIndexHead, salaryPageHead } from './page-head';
export { salaryInsightRoutes } from './routes';
export { salaryInsightsOf } from './shared';
