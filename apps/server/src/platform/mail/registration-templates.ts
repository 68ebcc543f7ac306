import type { ClientType, Role } from '@portal/contract/roles';
import { compose, type MailContent } from './templates';

/** The sign-in page of a role, for links in mails. */
export function signInPath(role: Role): string {
  if (role === 'candidate') return '/auth/candidate/sign-in';
  if (role === 'employer') return '/auth/employer/sign-in';
  if (role === 'master_admin') return '/auth/admin-pannel/sign-in';
  return '/auth/consultancy/sign-in';
}

/**
 * The forgot-password page for the role's kind of account; `code` opens its second step (the mailed
 * code and a new password). The address is never in the link: it would leak into logs and referrers.
 */
export function forgotPasswordPath(role: Role, step?: 'code'): string {
  const from =
    role === 'candidate' || role === 'employer' ? role : role === 'master_admin' ? 'admin' : 'consultancy';
  return `/auth/forgot-password?from=${from}${step ? `&step=${step}` : ''}`;
}

/** To a new candidate: the link that confirms the address, makes the account and signs them in. */
export function confirmEmailMail(input: { firstName: string; confirmUrl: string }): MailContent {
  return compose(
    'Confirm your email address',
    [
      `Hello ${input.firstName},`,
      'Thank you for signing up to Logistics Jobs. Confirm your email address to finish creating your account. The link is valid for 24 hours and works once.',
      'If you did not sign up, ignore this mail: no account is made without it.',
    ],
    { href: input.confirmUrl, label: 'Confirm my email address' },
  );
}

/**
 * To the owner of an address someone tried to register again: the registration page answered as
 * for a new address, so only the mailbox's owner learns the account exists.
 */
export function registrationAttemptMail(input: {
  firstName: string;
  signInUrl: string;
  resetUrl: string;
}): MailContent {
  return compose(
    'Someone tried to register with your email address',
    [
      `Hello ${input.firstName},`,
      'Someone just tried to create a new Logistics Jobs account with your email address. You already have an account, so nothing was changed.',
      `If it was you, sign in here: ${input.signInUrl}. If you have forgotten your password, reset it.`,
      'If it was not you, you can ignore this mail: your account and password are unchanged.',
    ],
    { href: input.resetUrl, label: 'Reset my password' },
  );
}

/** To an organisation's first user: the registration arrived and awaits activation by staff. */
export function clientRegistrationReceivedMail(input: {
  firstName: string;
  companyName: string;
  type: ClientType;
}): MailContent {
  return compose('We have received your registration', [
    `Hello ${input.firstName},`,
    `Thank you for registering ${input.companyName} as ${input.type === 'employer' ? 'an employer' : 'a consultancy'} on Logistics Jobs.`,
    'Our team activates new accounts, usually within one working day. We will write to you as soon as you can sign in.',
  ]);
}

/**
 * To a new candidate once their address is confirmed and the account made: what to do first.
 * Essential (always sent): it is the record of the account's creation.
 */
export function candidateWelcomeMail(input: {
  firstName: string;
  profileUrl: string;
  searchUrl: string;
  preferencesUrl: string;
}): MailContent {
  return compose(
    'Welcome to Logistics Jobs',
    [
      `Hello ${input.firstName},`,
      'Your Logistics Jobs account is ready. Employers in the UAE and across the GCC search our CV database for logistics and supply-chain people every day.',
      `Complete your profile and upload your CV so they can find you: ${input.profileUrl}`,
      `Then search the latest jobs and set up job alerts: ${input.searchUrl}`,
      `You choose which other mails you get (application updates, job alerts, weekly job news) in your account: ${input.preferencesUrl}`,
    ],
    { href: input.profileUrl, label: 'Complete my profile' },
  );
}
