/**
 * What other modules use of accounts: find a user (with their organisation), create one inside the
 * caller's transaction (sign-up, staff-created organisations and users), and the staff addresses
 * that hear of new organisations; the mail to an address's owner when someone registers it again.
 */
export { mailExistingOwner } from './existing-owner';
export { findUserById, insertUser, staffEmails, type UserWithClient } from './repository';
