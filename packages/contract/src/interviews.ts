import { z } from 'zod';
import { listEnvelopeWith, pageQuerySchema } from './envelope';
import { m } from './i18n/index';

/**
 * Interviews (issue 28 item 2): an organisation schedules an interview from an application; the
 * candidate and each interviewer get an iCalendar invitation; the candidate answers from a signed
 * link or the candidate area. Times travel as UTC ISO strings; the organisation enters a wall-clock
 * date and time in its own time zone.
 */
export const INTERVIEW_KINDS = ['in_person', 'phone', 'video'] as const;
export type InterviewKind = (typeof INTERVIEW_KINDS)[number];
export const INTERVIEW_KIND_LABELS: Record<InterviewKind, string> = {
  in_person: 'In person',
  phone: 'Phone',
  video: 'Video call',
};

export const INTERVIEW_STATUSES = ['scheduled', 'cancelled'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

/** The candidate's answer; `pending` until they give one (a reschedule sets it back to pending). */
export const INTERVIEW_RESPONSES = ['pending', 'accepted', 'declined', 'reschedule_requested'] as const;
export type InterviewResponse = (typeof INTERVIEW_RESPONSES)[number];
export const INTERVIEW_RESPONSE_LABELS: Record<InterviewResponse, string> = {
  pending: 'Awaiting answer',
  accepted: 'Accepted',
  declined: 'Declined',
  reschedule_requested: 'Asked for another time',
};
/** What a candidate may answer. */
export const CANDIDATE_ANSWERS = ['accepted', 'declined', 'reschedule_requested'] as const;

export const DEFAULT_TIME_ZONE = 'Asia/Dubai';
export const INTERVIEW_MIN_MINUTES = 10;
export const INTERVIEW_MAX_MINUTES = 480;
export const INTERVIEWERS_MAX = 10;
export const INTERVIEW_NOTE_MAX = 2000;
export const ANSWER_MESSAGE_MAX = 500;

const id = (what: string) =>
  z.coerce
    .number({ error: m('interviews.choose', { what }) })
    .int(m('interviews.choose', { what }))
    .positive(m('interviews.choose', { what }))
    .max(2_147_483_647, m('interviews.choose', { what }));

/** When and how: shared by scheduling and rescheduling. */
const slotShape = {
  /** The day in the organisation's time zone. */
  date: z
    .string({ error: m('interviews.choose_date') })
    .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, m('interviews.enter_date_as_yyyy_mm')),
  /** The start in the organisation's time zone. */
  time: z
    .string({ error: m('interviews.choose_time') })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, m('interviews.enter_time_as_hh_mm')),
  duration_minutes: z.coerce
    .number({ error: m('interviews.enter_duration_in_minutes') })
    .int(m('interviews.enter_duration_in_whole_minutes'))
    .min(INTERVIEW_MIN_MINUTES, m('interviews.interview_lasts_at_least_minutes', { INTERVIEW_MIN_MINUTES }))
    .max(
      INTERVIEW_MAX_MINUTES,
      m('interviews.interview_lasts_at_most_hours', { value: INTERVIEW_MAX_MINUTES / 60 }),
    ),
  kind: z.enum(INTERVIEW_KINDS, { error: m('interviews.choose_in_person_phone_or') }),
  /** In person: one of the organisation's offices (its company profile). */
  office_id: id('an office').nullish(),
  /** Video: the meeting link. */
  video_url: z
    .string()
    .trim()
    .max(500, m('interviews.keep_link_under_500_characters'))
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v == null || /^https:\/\/[^\s<>"]+$/.test(v), m('interviews.enter_https_meeting_link')),
  interviewer_ids: z
    .array(id('an interviewer'), { error: m('interviews.choose_interviewers') })
    .min(1, m('interviews.choose_at_least_one_interviewer'))
    .max(INTERVIEWERS_MAX, m('interviews.at_most_interviewers', { INTERVIEWERS_MAX })),
  note: z
    .string()
    .trim()
    .max(INTERVIEW_NOTE_MAX, m('interviews.keep_note_under_characters', { INTERVIEW_NOTE_MAX }))
    .nullish()
    .transform((v) => v || null),
};

type Slot = { kind: InterviewKind; office_id?: number | null; video_url: string | null };
const kindNeeds = (v: Slot, ctx: z.RefinementCtx) => {
  if (v.kind === 'in_person' && !v.office_id)
    ctx.addIssue({
      code: 'custom',
      path: ['office_id'],
      message: m('interviews.choose_office_for_interview_in'),
    });
  if (v.kind === 'video' && !v.video_url)
    ctx.addIssue({
      code: 'custom',
      path: ['video_url'],
      message: m('interviews.enter_meeting_link_for_video'),
    });
};

/** POST interviews/. */
export const scheduleInterviewSchema = z
  .strictObject({ application_id: id('an application'), ...slotShape })
  .superRefine(kindNeeds);
export type ScheduleInterviewInput = z.input<typeof scheduleInterviewSchema>;

/** PATCH interviews/{id}: the whole slot again (a reschedule or any other change). */
export const rescheduleInterviewSchema = z.strictObject(slotShape).superRefine(kindNeeds);
export type RescheduleInterviewInput = z.input<typeof rescheduleInterviewSchema>;

/** POST interviews/{id}/cancel. */
export const cancelInterviewSchema = z.strictObject({
  reason: z
    .string()
    .trim()
    .max(ANSWER_MESSAGE_MAX, m('interviews.keep_reason_under_characters', { ANSWER_MESSAGE_MAX }))
    .nullish()
    .transform((v) => v || null),
});

const answerShape = {
  answer: z.enum(CANDIDATE_ANSWERS, { error: m('interviews.choose_accept_decline_or_ask') }),
  message: z
    .string()
    .trim()
    .max(ANSWER_MESSAGE_MAX, m('interviews.keep_message_under_characters', { ANSWER_MESSAGE_MAX }))
    .nullish()
    .transform((v) => v || null),
};
/** POST interviews/mine/{id}/answer (signed in). */
export const interviewAnswerSchema = z.strictObject(answerShape);
export type InterviewAnswerInput = z.input<typeof interviewAnswerSchema>;

const tokenField = z
  .string({ error: m('candidate-create.link_not_valid') })
  .trim()
  .min(1)
  .max(300);
/** GET interviews/link?token= (signed out). */
export const interviewTokenQuerySchema = z.object({ token: tokenField });
/** POST interviews/link/answer (signed out). */
export const interviewLinkAnswerSchema = z.strictObject({ token: tokenField, ...answerShape });

const person = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

/** One interview as the organisation sees it. */
export const interviewSchema = z.object({
  id: z.number().int(),
  application_id: z.number().int(),
  job: z.object({ id: z.number().int(), title: z.string() }),
  candidate: person,
  starts_at: z.string(),
  ends_at: z.string(),
  duration_minutes: z.number().int(),
  /** The organisation's time zone, in which it was entered. */
  time_zone: z.string(),
  kind: z.enum(INTERVIEW_KINDS),
  office: z.object({ id: z.number().int(), name: z.string(), address: z.string() }).nullable(),
  video_url: z.string().nullable(),
  note: z.string().nullable(),
  interviewers: z.array(person),
  status: z.enum(INTERVIEW_STATUSES),
  response: z.enum(INTERVIEW_RESPONSES),
  response_message: z.string().nullable(),
  responded_at: z.string().nullable(),
  sequence: z.number().int(),
});
export type Interview = z.infer<typeof interviewSchema>;

/** Scheduling and rescheduling answer the interview and, when an interviewer is booked then, warnings. */
export const interviewWriteResultSchema = z.object({
  data: interviewSchema,
  warnings: z.array(z.string()),
  message: z.string().optional(),
});
export type InterviewWriteResult = z.infer<typeof interviewWriteResultSchema>;

/** GET interviews/: the organisation's interviews in a time window. */
export const interviewsQuerySchema = pageQuerySchema.extend({
  from: z.iso.datetime({ offset: true, error: m('interviews.enter_from_as_iso_date') }).optional(),
  to: z.iso.datetime({ offset: true, error: m('interviews.enter_as_iso_date_time') }).optional(),
  job_id: id('a job').optional(),
  interviewer_id: id('an interviewer').optional(),
  include_cancelled: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((v) => v === true || v === 'true')
    .default(false),
});
export type InterviewsQuery = z.input<typeof interviewsQuerySchema>;

export const interviewsListSchema = listEnvelopeWith(interviewSchema, {
  /** Who can be filtered on and the jobs with interviews, for the page's filters. */
  jobs: z.array(z.object({ id: z.number().int(), title: z.string() })),
  interviewers: z.array(person),
});

/** GET interviews/options: what the scheduling form offers. */
export const interviewOptionsSchema = z.object({
  time_zone: z.string(),
  team: z.array(person),
  offices: z.array(z.object({ id: z.number().int(), name: z.string(), address: z.string() })),
});
export type InterviewOptions = z.infer<typeof interviewOptionsSchema>;

/** An interview as the candidate sees it (the area and the signed link). */
export const candidateInterviewSchema = z.object({
  id: z.number().int(),
  job: z.object({ id: z.number().int(), title: z.string() }),
  organisation: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  duration_minutes: z.number().int(),
  time_zone: z.string(),
  kind: z.enum(INTERVIEW_KINDS),
  location: z.string().nullable(),
  video_url: z.string().nullable(),
  note: z.string().nullable(),
  status: z.enum(INTERVIEW_STATUSES),
  response: z.enum(INTERVIEW_RESPONSES),
  response_message: z.string().nullable(),
  /** Whether an answer can still be given (scheduled and not yet started). */
  answerable: z.boolean(),
});
export type CandidateInterview = z.infer<typeof candidateInterviewSchema>;
