import type { EmployerStatus } from '@portal/contract/applications';
import type { Locale } from '@portal/contract/locale';
import { mailCatalogue as m } from './i18n';
import { compose, hello, localeUrl, type MailContent, preferenceLines } from './templates';

/** To the job's poster: a candidate applied. Names the job, never the cover note (it may be long). */
export function newApplicantMail(input: {
  firstName: string;
  candidateName: string;
  jobTitle: string;
  applicantsUrl: string;
  locale: Locale;
}): MailContent {
  const { locale } = input;
  const job = input.jobTitle;
  return compose(
    m.t(locale, 'newApplicant.subject', { job }),
    [
      hello(locale, input.firstName),
      m.t(locale, 'newApplicant.applied', { candidate: input.candidateName, job }),
      m.t(locale, 'newApplicant.waiting'),
    ],
    { href: localeUrl(input.applicantsUrl, locale), label: m.t(locale, 'newApplicant.link') },
    locale,
  );
}

/** To the candidate: their application reached the employer (a receipt they can keep). */
export function applicationReceivedMail(input: {
  firstName: string;
  jobTitle: string;
  company: string;
  applicationsUrl: string;
  locale: Locale;
}): MailContent {
  const { locale } = input;
  return compose(
    m.t(locale, 'received.subject', { job: input.jobTitle }),
    [
      hello(locale, input.firstName),
      m.t(locale, 'received.sent', { job: input.jobTitle, company: input.company }),
      m.t(locale, 'received.next'),
    ],
    { href: localeUrl(input.applicationsUrl, locale), label: m.t(locale, 'link.applications') },
    locale,
  );
}

type StatusMailInput = {
  firstName: string;
  jobTitle: string;
  company: string;
  applicationsUrl: string;
  /** The candidate's mail preferences page and this kind's one-click unsubscribe page. */
  links: { preferences: string; unsubscribe: string };
  locale: Locale;
};

type Values = { job: string; company: string };

/** The default text per status the employer can move an applicant to (unless they untick "mail"). */
const STATUS_TEXT: Record<EmployerStatus, (l: Locale, v: Values) => { subject: string; lines: string[] }> = {
  shortlisted: (l, v) => ({
    subject: m.t(l, 'status.shortlisted.subject', v),
    lines: [m.t(l, 'status.shortlisted.news', v), m.t(l, 'status.shortlisted.next')],
  }),
  interview: (l, v) => ({
    subject: m.t(l, 'status.interview.subject', v),
    lines: [m.t(l, 'status.interview.news', v), m.t(l, 'status.interview.next')],
  }),
  offered: (l, v) => ({
    subject: m.t(l, 'status.offered.subject', v),
    lines: [m.t(l, 'status.offered.news', v), m.t(l, 'status.offered.next')],
  }),
  hired: (l, v) => ({
    subject: m.t(l, 'status.hired.subject', v),
    lines: [m.t(l, 'status.hired.news', v)],
  }),
  rejected: (l, v) => ({
    subject: m.t(l, 'status.rejected.subject', v),
    lines: [
      m.t(l, 'status.rejected.thanks', v),
      m.t(l, 'status.rejected.news'),
      m.t(l, 'status.rejected.next'),
    ],
  }),
};

/** To the candidate: their application moved to `status`. */
export function applicationStatusMail(status: EmployerStatus, input: StatusMailInput): MailContent {
  const { locale } = input;
  const values = { job: input.jobTitle, company: input.company };
  const { subject, lines } = STATUS_TEXT[status](locale, values);
  // What the application is and where it stands, so the mail is about something more than its links.
  const summary = [
    m.t(locale, 'status.summary', { ...values, stage: status }),
    m.t(locale, 'status.summaryPage'),
  ];
  return compose(
    subject,
    [
      hello(locale, input.firstName),
      ...lines,
      ...summary,
      ...preferenceLines(m.t(locale, 'frame.what.applicationStatus'), input.links, locale),
    ],
    { href: localeUrl(input.applicationsUrl, locale), label: m.t(locale, 'link.applications') },
    locale,
  );
}
