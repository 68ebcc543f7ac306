import type { EmployerStatus } from '@portal/contract/applications';
import { compose, type MailContent, preferenceLines } from './templates';

/** To the job's poster: a candidate applied. Names the job, never the cover note (it may be long). */
export function newApplicantMail(input: {
  firstName: string;
  candidateName: string;
  jobTitle: string;
  applicantsUrl: string;
}): MailContent {
  return compose(
    `New applicant for ${input.jobTitle}`,
    [
      `Hello ${input.firstName},`,
      `${input.candidateName} has applied for ${input.jobTitle}.`,
      'Their profile, CV and cover note are waiting in the applicants list of the job.',
    ],
    { href: input.applicantsUrl, label: 'See the applicants' },
  );
}

/** To the candidate: their application reached the employer (a receipt they can keep). */
export function applicationReceivedMail(input: {
  firstName: string;
  jobTitle: string;
  company: string;
  applicationsUrl: string;
}): MailContent {
  return compose(
    `Application sent: ${input.jobTitle}`,
    [
      `Hello ${input.firstName},`,
      `Your application for ${input.jobTitle} at ${input.company} has been sent, with your profile and current CV.`,
      'We will e-mail you when the employer moves it forward. You can follow it, or withdraw it, in your applications.',
    ],
    { href: input.applicationsUrl, label: 'See your applications' },
  );
}

type StatusMailInput = {
  firstName: string;
  jobTitle: string;
  company: string;
  applicationsUrl: string;
  /** The candidate's mail preferences page and this kind's one-click unsubscribe page. */
  links: { preferences: string; unsubscribe: string };
};

/** The default text per status the employer can move an applicant to (unless they untick "mail"). */
const STATUS_TEXT: Record<EmployerStatus, (i: StatusMailInput) => { subject: string; lines: string[] }> = {
  shortlisted: (i) => ({
    subject: `You have been shortlisted: ${i.jobTitle}`,
    lines: [
      `Good news: ${i.company} has shortlisted your application for ${i.jobTitle}.`,
      'They will be in touch about the next steps. Keep your profile and phone number up to date.',
    ],
  }),
  interview: (i) => ({
    subject: `Interview stage: ${i.jobTitle}`,
    lines: [
      `${i.company} would like to move your application for ${i.jobTitle} to the interview stage.`,
      'Expect a call or an e-mail from them to arrange a time.',
    ],
  }),
  offered: (i) => ({
    subject: `An offer for ${i.jobTitle}`,
    lines: [
      `${i.company} has decided to make you an offer for ${i.jobTitle}.`,
      'They will contact you with the details of the offer.',
    ],
  }),
  hired: (i) => ({
    subject: `Congratulations: ${i.jobTitle}`,
    lines: [`${i.company} has marked you as hired for ${i.jobTitle}. Congratulations on your new role!`],
  }),
  rejected: (i) => ({
    subject: `Your application for ${i.jobTitle}`,
    lines: [
      `Thank you for your interest in ${i.jobTitle} at ${i.company}.`,
      'After careful consideration they have decided not to take your application further this time.',
      'New logistics jobs are posted every day; we wish you success in your search.',
    ],
  }),
};

const STAGE_NAME: Record<EmployerStatus, string> = {
  shortlisted: 'shortlisted',
  interview: 'interview',
  offered: 'offer made',
  hired: 'hired',
  rejected: 'not taken further',
};

/** To the candidate: their application moved to `status`. */
export function applicationStatusMail(status: EmployerStatus, input: StatusMailInput): MailContent {
  const { subject, lines } = STATUS_TEXT[status](input);
  // What the application is and where it stands, so the mail is about something more than its links.
  const summary = [
    `Your application: ${input.jobTitle} at ${input.company}. Stage now: ${STAGE_NAME[status]}.`,
    'Your applications page shows every job you applied for, the stage each one has reached and when it changed.',
  ];
  return compose(
    subject,
    [
      `Hello ${input.firstName},`,
      ...lines,
      ...summary,
      ...preferenceLines('application status updates', input.links),
    ],
    {
      href: input.applicationsUrl,
      label: 'See your applications',
    },
  );
}
