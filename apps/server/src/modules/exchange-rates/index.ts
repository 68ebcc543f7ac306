/** What the seed uses of exchange rates: recompute the jobs' salaries in AED after the rates change. */
export { recomputeJobSalaries } from './repository';
export { exchangeRateRoutes } from './routes';
