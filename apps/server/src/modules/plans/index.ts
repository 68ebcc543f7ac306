/**
 * What other modules use of plans: check a limit before adding (active jobs, users), spend a metered
 * allowance (CV views and downloads a month, recruiter e-mails a day) and read an organisation's
 * usage. All take the caller's transaction; a limit reached is a 409 that names the limit and when
 * it resets. A new organisation's first plan: `planExists`, then `startPlan`.
 */
export { assertWithinLimit, consumeQuota, type MeteredLimit, readUsage } from './limits';
export { planExists, startPlan } from './repository';
export { planRoutes } from './routes';
