/** CV parsing into profile suggestions (issue 29 item 1). */
export { cvParsingRoutes } from './routes';
