/** What other modules and the app may use of the enquiries module. */
export { enquiryRoutes } from './routes';
