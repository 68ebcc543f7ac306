/** What the mail worker uses of the mail preferences: whether a recipient still wants a kind of mail. */

export { mailPreferenceLinks, preferencesPath } from './links';
export { setWeeklySubscription, wantsMail } from './repository';
export { mailPreferenceRoutes } from './routes';
