import { calendarDayText } from '@portal/contract/format';
import { compose, type MailContent } from '../../platform/mail/templates';

/** To the candidate: the offer, with the signed link to read, download and answer it signed out. */
export function offerMail(i: {
  firstName: string;
  jobTitle: string;
  company: string;
  expiresOn: string;
  url: string;
}): MailContent {
  return compose(
    `Job offer: ${i.jobTitle} at ${i.company}`,
    [
      `Hello ${i.firstName},`,
      `${i.company} is offering you the position of ${i.jobTitle}. The offer letter is attached to this mail as a PDF.`,
      `You can accept or decline it from the link below, or in your candidate area under Offers. Please answer by ${calendarDayText(i.expiresOn)}.`,
    ],
    { href: i.url, label: 'Read the offer' },
  );
}

/** To the candidate: the employer took the offer back. */
export function offerWithdrawnMail(i: { firstName: string; jobTitle: string; company: string }): MailContent {
  return compose(`Offer withdrawn: ${i.jobTitle}`, [
    `Hello ${i.firstName},`,
    `${i.company} has withdrawn its offer for ${i.jobTitle}. Your application stays in your list; they may contact you about it.`,
  ]);
}

/** To whoever made the offer: the candidate's answer. */
export function offerAnswerMail(i: {
  firstName: string;
  candidateName: string;
  jobTitle: string;
  accepted: boolean;
  url: string;
}): MailContent {
  const verb = i.accepted ? 'accepted' : 'declined';
  return compose(
    `Offer ${verb}: ${i.jobTitle}`,
    [
      `Hello ${i.firstName},`,
      `${i.candidateName} has ${verb} your offer for ${i.jobTitle}.`,
      ...(i.accepted ? ['The application is now marked hired.'] : []),
    ],
    { href: i.url, label: 'See the applicants' },
  );
}
