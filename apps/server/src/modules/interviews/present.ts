import type { CandidateInterview, Interview } from '@portal/contract/interviews';
import type { InterviewView, interviewersOf } from './repository';

type InterviewerRow = Awaited<ReturnType<typeof interviewersOf>>[number];
const fullName = (first: string, last: string | null) => `${first} ${last ?? ''}`.trim();

/** "Head office, Plot 12, Jebel Ali": how an office reads in mails and on the candidate's page. */
export const officeLine = (v: InterviewView) =>
  v.officeName ? [v.officeName, v.officeAddress].filter(Boolean).join(', ') : null;

/** The organisation's view of an interview. */
export function toInterview(v: InterviewView, interviewers: InterviewerRow[]): Interview {
  const i = v.interview;
  return {
    id: i.id,
    application_id: i.applicationId,
    job: { id: v.jobId, title: v.jobTitle },
    candidate: {
      id: v.candidateId,
      name: fullName(v.candidateFirst, v.candidateLast),
      email: v.candidateEmail,
    },
    starts_at: i.startsAt.toISOString(),
    ends_at: i.endsAt.toISOString(),
    duration_minutes: Math.round((i.endsAt.getTime() - i.startsAt.getTime()) / 60_000),
    time_zone: i.timeZone,
    kind: i.kind,
    office:
      i.officeId != null && v.officeName != null
        ? { id: i.officeId, name: v.officeName, address: v.officeAddress ?? '' }
        : null,
    video_url: i.videoUrl,
    note: i.note,
    interviewers: interviewers
      .filter((p) => p.interviewId === i.id)
      .map((p) => ({ id: p.id, name: fullName(p.firstName, p.lastName), email: p.email })),
    status: i.status,
    response: i.response,
    response_message: i.responseMessage,
    responded_at: i.respondedAt?.toISOString() ?? null,
    sequence: i.sequence,
  };
}

/** The candidate's view: no interviewers' addresses, the organisation's name as the job shows it. */
export function toCandidateInterview(v: InterviewView, now = new Date()): CandidateInterview {
  const i = v.interview;
  return {
    id: i.id,
    job: { id: v.jobId, title: v.jobTitle },
    organisation: v.company ?? v.organisation,
    starts_at: i.startsAt.toISOString(),
    ends_at: i.endsAt.toISOString(),
    duration_minutes: Math.round((i.endsAt.getTime() - i.startsAt.getTime()) / 60_000),
    time_zone: i.timeZone,
    kind: i.kind,
    location: officeLine(v),
    video_url: i.videoUrl,
    note: i.note,
    status: i.status,
    response: i.response,
    response_message: i.responseMessage,
    answerable: i.status === 'scheduled' && i.startsAt > now,
  };
}
