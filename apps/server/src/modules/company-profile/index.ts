/** What other modules and the app may use of the company-profile module. */

export { brandOf, imageUrl, publicProfile } from './read';
export { companyProfileRoutes } from './routes';
