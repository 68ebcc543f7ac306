/** What other modules and the app may use of the scorecards module. */

export { scorecardRoutes } from './routes';
