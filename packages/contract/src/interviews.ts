import { z } from 'zod';
import { listEnvelopeWith, pageQuerySchema } from './envelope';

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
    .number({ error: `Choose ${what}` })
    .int(`Choose ${what}`)
    .positive(`Choose ${what}`)
    .max(2_147_483_647, `Choose ${what}`);

/** When and how: shared by scheduling and rescheduling. */
const slotShape = {
  /** The day in the organisation's time zone. */
  date: z
    .string({ error: 'Choose a date' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Enter the date as YYYY-MM-DD'),
  /** The start in the organisation's time zone. */
  time: z
    .string({ error: 'Choose a time' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter the time as HH:MM (24-hour)'),
  duration_minutes: z.coerce
    .number({ error: 'Enter the duration in minutes' })
    .int('Enter the duration in whole minutes')
    .min(INTERVIEW_MIN_MINUTES, `An interview lasts at least ${INTERVIEW_MIN_MINUTES} minutes`)
    .max(INTERVIEW_MAX_MINUTES, `An interview lasts at most ${INTERVIEW_MAX_MINUTES / 60} hours`),
  kind: z.enum(INTERVIEW_KINDS, { error: 'Choose in person, phone or video' }),
  /** In person: one of the organisation's offices (its company profile). */
  office_id: id('an office').nullish(),
  /** Video: the meeting link. */
  video_url: z
    .string()
    .trim()
    .max(500, 'Keep the link under 500 characters')
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v == null || /^https:\/\/[^\s<>"]+$/.test(v), 'Enter a https:// meeting link'),
  interviewer_ids: z
    .array(id('an interviewer'), { error: 'Choose the interviewers' })
    .min(1, 'Choose at least one interviewer')
    .max(INTERVIEWERS_MAX, `At most ${INTERVIEWERS_MAX} interviewers`),
  note: z
    .string()
    .trim()
    .max(INTERVIEW_NOTE_MAX, `Keep the note under ${INTERVIEW_NOTE_MAX} characters`)
    .nullish()
    .transform((v) => v || null),
};

type Slot = { kind: InterviewKind; office_id?: number | null; video_url: string | null };
const kindNeeds = (v: Slot, ctx: z.RefinementCtx) => {
  if (v.kind === 'in_person' && !v.office_id)
    ctx.addIssue({
      code: 'custom',
      path: ['office_id'],
      message: 'Choose the office for an interview in person',
    });
  if (v.kind === 'video' && !v.video_url)
    ctx.addIssue({
      code: 'custom',
      path: ['video_url'],
      message: 'Enter the meeting link for a video interview',
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
    .max(ANSWER_MESSAGE_MAX, `Keep the reason under ${ANSWER_MESSAGE_MAX} characters`)
    .nullish()
    .transform((v) => v || null),
});

const answerShape = {
  answer: z.enum(CANDIDATE_ANSWERS, { error: 'Choose accept, decline or ask for another time' }),
  message: z
    .string()
    .trim()
    .max(ANSWER_MESSAGE_MAX, `Keep the message under ${ANSWER_MESSAGE_MAX} characters`)
    .nullish()
    .transform((v) => v || null),
};
/** POST interviews/mine/{id}/answer (signed in). */
export const interviewAnswerSchema = z.strictObject(answerShape);
export type InterviewAnswerInput = z.input<typeof interviewAnswerSchema>;

const tokenField = z.string({ error: 'This link is not valid.' }).trim().min(1).max(300);
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
  from: z.iso.datetime({ offset: true, error: 'Enter from as an ISO date-time' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'Enter to as an ISO date-time' }).optional(),
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
