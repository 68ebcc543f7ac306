import { CONFIRM_DAYS, RETENTION_GRACE_DAYS } from '@portal/contract/consents';
import { compose } from '../../platform/mail/templates';

const day = (d: Date) => d.toISOString().slice(0, 10);

/** To the candidate inactive for `months`: sign in before the date to keep the account. */
export function inactivityMail(input: { firstName: string; months: number; until: Date; signInUrl: string }) {
  return compose(
    'Your Logistics Jobs account will be anonymised',
    [
      `Hello ${input.firstName},`,
      `You have not signed in to Logistics Jobs for ${input.months} months. We keep personal data only while it is used, so on ${day(input.until)} (in ${RETENTION_GRACE_DAYS} days) we will anonymise your account: your profile, CV and contact details will be erased, and the applications you made will keep only the job and its status, without your name.`,
      'To keep your account, simply sign in before then.',
    ],
    { href: input.signInUrl, label: 'Sign in to keep my account' },
  );
}

/**
 * To the recruiter who added a candidate who never confirmed. The person is erased, so the mail
 * names them only by the record's number and the day they were added, never by name or address.
 */
export function notConfirmedMail(input: { recruiterFirstName: string; candidateId: number; addedAt: Date }) {
  return compose('A candidate you added did not confirm', [
    `Hello ${input.recruiterFirstName},`,
    `The candidate you added on ${day(input.addedAt)} (record #${input.candidateId}) did not confirm their profile within ${CONFIRM_DAYS} days.`,
    'As the law requires for data the person never agreed to, their record and their files have been erased. You can add them again if they agree.',
  ]);
}
