import type { InterviewKind } from '@portal/contract/interviews';
import type { Locale } from '@portal/contract/locale';
import { formatInZone } from '../../core/lib/zoned-time';
import { compose, hello, localeUrl, type MailContent, titleIn } from '../../platform/mail/templates';
import { catalogue as c } from './i18n';

/** What every interview mail says about the interview. */
export type InterviewFacts = {
  jobTitle: string;
  /** The job's Arabic title, when it has one: an Arabic reader sees it. */
  jobTitleAr: string | null;
  organisation: string;
  startsAt: Date;
  durationMinutes: number;
  timeZone: string;
  kind: InterviewKind;
  location: string | null;
  videoUrl: string | null;
  note: string | null;
};

export type MailChange = 'scheduled' | 'rescheduled' | 'cancelled';

/** The job's title in the reader's language. */
export const jobIn = (locale: Locale, f: InterviewFacts) =>
  titleIn(locale, { title: f.jobTitle, titleAr: f.jobTitleAr });

/** When the interview is, in the reader's language and the interview's time zone. */
export const whenIn = (locale: Locale, f: InterviewFacts) => formatInZone(f.startsAt, f.timeZone, locale);

/** The lines naming when, how long and where. */
export function factLines(locale: Locale, f: InterviewFacts): string[] {
  const where =
    f.kind === 'in_person'
      ? f.location
        ? c.t(locale, 'mail.where.place', { place: f.location })
        : c.t(locale, 'mail.where.office')
      : f.kind === 'video'
        ? c.t(locale, 'mail.where.video', { url: f.videoUrl ?? '' })
        : c.t(locale, 'mail.where.phone');
  return [
    c.t(locale, 'mail.when', { when: whenIn(locale, f), minutes: f.durationMinutes }),
    c.t(locale, 'mail.how', { kind: f.kind }),
    where,
  ];
}

const SUBJECT = {
  scheduled: 'mail.subject.scheduled',
  rescheduled: 'mail.subject.rescheduled',
  cancelled: 'mail.subject.cancelled',
} as const satisfies Record<MailChange, string>;

const subject = (locale: Locale, change: MailChange, f: InterviewFacts) =>
  c.t(locale, SUBJECT[change], { job: jobIn(locale, f), organisation: f.organisation });

/** To the candidate: the invitation, its change or its cancellation, with the answer link. */
export function candidateInterviewMail(
  change: MailChange,
  f: InterviewFacts,
  input: { firstName: string; answerUrl: string; reason?: string | null; locale: Locale },
): MailContent {
  const { locale } = input;
  const values = { job: jobIn(locale, f), organisation: f.organisation };
  if (change === 'cancelled')
    return compose(
      subject(locale, change, f),
      [
        hello(locale, input.firstName),
        c.t(locale, 'mail.candidate.cancelled', { ...values, when: whenIn(locale, f) }),
        ...(input.reason ? [c.t(locale, 'mail.candidate.reason', { reason: input.reason })] : []),
        c.t(locale, 'mail.candidate.calendarRemoves'),
      ],
      undefined,
      locale,
    );
  return compose(
    subject(locale, change, f),
    [
      hello(locale, input.firstName),
      change === 'scheduled'
        ? c.t(locale, 'mail.candidate.invites', values)
        : c.t(locale, 'mail.candidate.changed', values),
      ...factLines(locale, f),
      ...(f.note ? [c.t(locale, 'mail.candidate.note', { organisation: f.organisation, note: f.note })] : []),
      c.t(locale, 'mail.candidate.answer'),
    ],
    { href: localeUrl(input.answerUrl, locale), label: c.t(locale, 'mail.candidate.link') },
    locale,
  );
}

const PANEL_LEAD = {
  scheduled: 'mail.panel.scheduled',
  rescheduled: 'mail.panel.rescheduled',
  cancelled: 'mail.panel.cancelled',
} as const satisfies Record<MailChange, string>;

/** To an interviewer: the same news, with who the candidate is. */
export function interviewerInterviewMail(
  change: MailChange,
  f: InterviewFacts,
  input: { firstName: string; candidateName: string; interviewsUrl: string; locale: Locale },
): MailContent {
  const { locale } = input;
  const lead = c.t(locale, PANEL_LEAD[change], {
    candidate: input.candidateName,
    job: jobIn(locale, f),
    when: whenIn(locale, f),
  });
  return compose(
    subject(locale, change, f),
    [hello(locale, input.firstName), lead, ...(change === 'cancelled' ? [] : factLines(locale, f))],
    { href: localeUrl(input.interviewsUrl, locale), label: c.t(locale, 'mail.panel.link') },
    locale,
  );
}

/** The reminder 24 h or 2 h before, to the candidate and to each interviewer. */
export function reminderMail(
  f: InterviewFacts,
  input: { firstName: string; lead: string; link: { href: string; label: string }; locale: Locale },
): MailContent {
  const { locale } = input;
  return compose(
    c.t(locale, 'mail.reminder.subject', { job: jobIn(locale, f), when: whenIn(locale, f) }),
    [hello(locale, input.firstName), input.lead, ...factLines(locale, f)],
    { href: localeUrl(input.link.href, locale), label: input.link.label },
    locale,
  );
}
