import type { Locale } from '@portal/contract/locale';
import type { Db } from '../../core/db/client';
import { enqueueMail, type OutgoingMail } from '../../platform/mail/outbox-repository';
import { interviewUid, invitationIcs } from './calendar';
import { catalogue as c } from './i18n';
import {
  candidateInterviewMail,
  type InterviewFacts,
  interviewerInterviewMail,
  jobIn,
  type MailChange,
} from './mails';
import { officeLine } from './present';
import type { InterviewView, interviewersOf } from './repository';
import { answerToken, linkExpiry } from './tokens';

export type MailDeps = { secret: Uint8Array; publicUrl: string };
type InterviewerRow = Awaited<ReturnType<typeof interviewersOf>>[number];

export const INTERVIEWS_PAGE = '/management/interviews';
export const ANSWER_PAGE = '/unauth/interview';

export function factsOf(v: InterviewView): InterviewFacts {
  const i = v.interview;
  return {
    jobTitle: v.jobTitle,
    jobTitleAr: v.jobTitleAr,
    organisation: v.company ?? v.organisation,
    startsAt: i.startsAt,
    durationMinutes: Math.round((i.endsAt.getTime() - i.startsAt.getTime()) / 60_000),
    timeZone: i.timeZone,
    kind: i.kind,
    location: officeLine(v),
    videoUrl: i.videoUrl,
    note: i.note,
  };
}

/** The signed link that answers the invitation signed out; it expires a day after the start. */
export function answerUrl(deps: MailDeps, v: InterviewView) {
  const token = answerToken(deps.secret, v.interview.id, v.candidateId, linkExpiry(v.interview.startsAt));
  return `${deps.publicUrl}${ANSWER_PAGE}?token=${encodeURIComponent(token)}`;
}

/**
 * Queues, in the caller's transaction, the invitation (or its update or cancellation) to the
 * candidate and to each interviewer: every mail carries the same calendar, with the interview's UID
 * and current SEQUENCE; the organiser is the staff user who made the change.
 */
export async function queueInvitations(
  tx: Db,
  deps: MailDeps,
  change: MailChange,
  v: InterviewView,
  interviewers: InterviewerRow[],
  organizer: { name: string; email: string },
  reason?: string | null,
): Promise<number> {
  const facts = factsOf(v);
  const candidateName = `${v.candidateFirst} ${v.candidateLast}`.trim();
  // One calendar per language read: the same UID and SEQUENCE, its summary in the reader's language.
  const calendars = new Map<Locale, ReturnType<typeof invitationIcs>>();
  const calendarIn = (locale: Locale) => {
    let calendar = calendars.get(locale);
    if (calendar === undefined) {
      calendar = invitationIcs({
        uid: interviewUid(v.interview.id, deps.publicUrl),
        sequence: v.interview.sequence,
        startsAt: v.interview.startsAt,
        endsAt: v.interview.endsAt,
        summary: c.t(locale, 'calendar.summary', {
          job: jobIn(locale, facts),
          candidate: candidateName,
          organisation: facts.organisation,
        }),
        description: [facts.note, v.interview.videoUrl].filter(Boolean).join('\n\n'),
        location:
          facts.kind === 'video'
            ? v.interview.videoUrl
            : facts.kind === 'phone'
              ? c.t(locale, 'calendar.phone')
              : facts.location,
        url: v.interview.videoUrl,
        organizer,
        attendees: [
          { name: candidateName, email: v.candidateEmail, accepted: v.interview.response === 'accepted' },
          ...interviewers.map((p) => ({ name: `${p.firstName} ${p.lastName}`.trim(), email: p.email })),
        ],
        cancelled: change === 'cancelled',
      });
      calendars.set(locale, calendar);
    }
    return calendar;
  };
  const mails: OutgoingMail[] = [
    {
      to: v.candidateEmail,
      calendar: calendarIn(v.candidateLocale),
      ...candidateInterviewMail(change, facts, {
        firstName: v.candidateFirst,
        answerUrl: answerUrl(deps, v),
        reason,
        locale: v.candidateLocale,
      }),
    },
    ...interviewers.map((p) => ({
      to: p.email,
      calendar: calendarIn(p.locale),
      ...interviewerInterviewMail(change, facts, {
        firstName: p.firstName,
        candidateName,
        interviewsUrl: `${deps.publicUrl}${INTERVIEWS_PAGE}`,
        locale: p.locale,
      }),
    })),
  ];
  await enqueueMail(tx, mails);
  return mails.length;
}
