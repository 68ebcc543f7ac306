/** What other modules and the app may use of the recruiter-email module. */
export { campaignRoutes } from './campaign-routes';
export { renderMail } from './merge';
export { encodeSource } from './source-text';
export { starterTemplates } from './starter-templates';
export { emailTemplateRoutes } from './template-routes';
