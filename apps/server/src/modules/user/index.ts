/**
 * What other modules use of accounts: find a user (with their organisation), create one inside the
 * caller's transaction (sign-up, staff-created organisations and users), and the staff addresses
 * that hear of new organisations; the mail to an address's owner when someone registers it again;
 * whether a user has two-step sign-in, and taking it away (staff, for a lost phone); the rule that
 * one active administrator always remains.
 */
export { mailExistingOwner } from './existing-owner';
export { assertAnotherAdminRemains } from './last-admin';
export { isMfaEnabled, removeMfa } from './mfa-repository';
export { findSession, findUserById, insertUser, staffEmails, type UserWithClient } from './repository';
export { userRoutes } from './routes';
export { issueSession } from './service';
export { sessionLookup } from './session-cache';
