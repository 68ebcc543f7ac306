import { compose, type MailContent } from './templates';

/**
 * To the account's address after a password change: if it was not them, they learn at once and
 * can take the account back with a reset (which ends the intruder's session too).
 */
export function passwordChangedMail(input: { firstName: string; resetUrl: string }): MailContent {
  return compose(
    'Your password was changed',
    [
      `Hello ${input.firstName},`,
      'The password of your Logistics Jobs account was just changed, and every other session was signed out.',
      'If this was not you, reset your password now.',
    ],
    { href: input.resetUrl, label: 'Reset my password' },
  );
}
