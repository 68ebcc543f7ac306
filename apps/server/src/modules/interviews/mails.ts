import { INTERVIEW_KIND_LABELS, type InterviewKind } from '@portal/contract/interviews';
import { formatInZone } from '../../core/lib/zoned-time';
import { compose, type MailContent } from '../../platform/mail/templates';

/** What every interview mail says about the interview. */
export type InterviewFacts = {
  jobTitle: string;
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

/** The lines naming when, how long and where. */
export function factLines(f: InterviewFacts): string[] {
  const where =
    f.kind === 'in_person'
      ? `Where: ${f.location ?? 'at the office'}`
      : f.kind === 'video'
        ? `Where: video call – ${f.videoUrl ?? ''}`
        : 'Where: by phone – we will call you on the number in your profile';
  return [
    `When: ${formatInZone(f.startsAt, f.timeZone)}, ${f.durationMinutes} minutes`,
    `How: ${INTERVIEW_KIND_LABELS[f.kind]}`,
    where,
  ];
}

const SUBJECT: Record<MailChange, (f: InterviewFacts) => string> = {
  scheduled: (f) => `Interview invitation: ${f.jobTitle} at ${f.organisation}`,
  rescheduled: (f) => `Interview moved: ${f.jobTitle} at ${f.organisation}`,
  cancelled: (f) => `Interview cancelled: ${f.jobTitle} at ${f.organisation}`,
};

/** To the candidate: the invitation, its change or its cancellation, with the answer link. */
export function candidateInterviewMail(
  change: MailChange,
  f: InterviewFacts,
  input: { firstName: string; answerUrl: string; reason?: string | null },
): MailContent {
  if (change === 'cancelled')
    return compose(SUBJECT.cancelled(f), [
      `Hello ${input.firstName},`,
      `${f.organisation} has cancelled your interview for ${f.jobTitle} on ${formatInZone(f.startsAt, f.timeZone)}.`,
      ...(input.reason ? [`Their note: ${input.reason}`] : []),
      'The calendar entry attached removes it from your calendar.',
    ]);
  return compose(
    SUBJECT[change](f),
    [
      `Hello ${input.firstName},`,
      change === 'scheduled'
        ? `${f.organisation} invites you to an interview for ${f.jobTitle}.`
        : `${f.organisation} has changed your interview for ${f.jobTitle}. The new details:`,
      ...factLines(f),
      ...(f.note ? [`A note from ${f.organisation}: ${f.note}`] : []),
      'Please accept, decline or ask for another time from the link below (no sign-in needed), or in "My interviews" of your account. The calendar entry attached adds it to your calendar.',
    ],
    { href: input.answerUrl, label: 'Answer the invitation' },
  );
}

/** To an interviewer: the same news, with who the candidate is. */
export function interviewerInterviewMail(
  change: MailChange,
  f: InterviewFacts,
  input: { firstName: string; candidateName: string; interviewsUrl: string },
): MailContent {
  const lead =
    change === 'scheduled'
      ? `You are on the panel interviewing ${input.candidateName} for ${f.jobTitle}.`
      : change === 'rescheduled'
        ? `The interview of ${input.candidateName} for ${f.jobTitle} has changed. The new details:`
        : `The interview of ${input.candidateName} for ${f.jobTitle} on ${formatInZone(f.startsAt, f.timeZone)} is cancelled.`;
  return compose(
    SUBJECT[change](f),
    [`Hello ${input.firstName},`, lead, ...(change === 'cancelled' ? [] : factLines(f))],
    { href: input.interviewsUrl, label: 'See your interviews' },
  );
}

/** The reminder 24 h or 2 h before, to the candidate and to each interviewer. */
export function reminderMail(
  f: InterviewFacts,
  input: { firstName: string; lead: string; link: { href: string; label: string } },
): MailContent {
  return compose(
    `Reminder: interview for ${f.jobTitle} on ${formatInZone(f.startsAt, f.timeZone)}`,
    [`Hello ${input.firstName},`, input.lead, ...factLines(f)],
    input.link,
  );
}
