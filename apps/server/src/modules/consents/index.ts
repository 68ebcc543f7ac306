/** What the app may use of the consents module. */
export { consentRoutes } from './routes';
export { listConsents } from './service';
