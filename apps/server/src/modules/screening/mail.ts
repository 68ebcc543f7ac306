import { compose, type MailContent } from '../../platform/mail/templates';

/**
 * To the candidate whose answers did not meet a knock-out of a job that declines those at once.
 * It stands in for the receipt: one mail, kind and clear, that the application went no further.
 */
export function screeningDeclinedMail(input: {
  firstName: string;
  jobTitle: string;
  company: string;
  applicationsUrl: string;
}): MailContent {
  return compose(
    `Your application for ${input.jobTitle}`,
    [
      `Hello ${input.firstName},`,
      `Thank you for applying for ${input.jobTitle} at ${input.company}.`,
      'This role has a few essential requirements, and your answers to its screening questions show that it is not the right match this time, so your application will not be taken further.',
      'Please do not be discouraged: new logistics jobs are posted every day, and your profile stays ready for the next one. We wish you success in your search.',
    ],
    { href: input.applicationsUrl, label: 'See your applications' },
  );
}

/** The history note of an automatic decline (the employer's applicant panel shows it). */
export const AUTO_DECLINE_NOTE =
  'Declined automatically: an answer did not meet a knock-out rule of the screening questions.';
