/** What other modules may use of access control: the roles as the back office names them. */
export { findRole, isBuiltIn, type RoleDef, roleDefs } from './catalogue';
export { accessControlRoutes } from './routes';
