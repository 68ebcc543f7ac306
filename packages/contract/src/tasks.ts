import { z } from 'zod';
import { listEnvelopeWith, pageQuerySchema } from './envelope';
import { m } from './i18n/index';

/*
 * Tasks (issue 30 item 3): an organisation's to-dos attached to a candidate, an application, a job
 * or an organisation, each with a due time in the organisation's time zone and an assignee of its
 * team; and the tasks the portal proposes after events, which a user accepts or dismisses.
 */

export const TASK_SUBJECTS = ['candidate', 'application', 'job', 'organisation'] as const;
export type TaskSubject = (typeof TASK_SUBJECTS)[number];
export const TASK_STATUSES = ['open', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
/** Whose tasks a list shows: the caller's (assigned to them) or the whole team's. */
export const TASK_SCOPES = ['mine', 'team'] as const;
export const TASK_PROPOSAL_KINDS = ['interview_follow_up', 'job_expiring'] as const;
export type TaskProposalKind = (typeof TASK_PROPOSAL_KINDS)[number];

export const TASK_TITLE_MAX = 200;
export const TASK_NOTES_MAX = 2000;

const id = (what: string) =>
  z.coerce
    .number({ error: m('interviews.choose', { what }) })
    .int(m('interviews.choose', { what }))
    .positive(m('interviews.choose', { what }))
    .max(2_147_483_647, m('interviews.choose', { what }));

const dateField = z
  .string({ error: m('tasks.choose_due_date') })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, m('interviews.enter_date_as_yyyy_mm'));
const timeField = z
  .string({ error: m('tasks.choose_due_time') })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, m('interviews.enter_time_as_hh_mm'));
const titleField = z
  .string({ error: m('tasks.enter_title') })
  .trim()
  .min(1, m('tasks.enter_title'))
  .max(TASK_TITLE_MAX, m('tasks.keep_title_under_characters', { TASK_TITLE_MAX }));
const notesField = z
  .string()
  .trim()
  .max(TASK_NOTES_MAX, m('tasks.keep_notes_under_characters', { TASK_NOTES_MAX }))
  .nullish()
  .transform((v) => v || null);

/** POST tasks/: the due day and time are the organisation's wall clock. */
export const createTaskSchema = z.strictObject({
  title: titleField,
  due_date: dateField,
  due_time: timeField,
  assignee_id: id('who the task is for'),
  notes: notesField,
  subject_type: z.enum(TASK_SUBJECTS, { error: m('tasks.choose_what_task_about') }),
  subject_id: id('what the task is about'),
});
export type CreateTaskInput = z.input<typeof createTaskSchema>;
export type CreateTask = z.output<typeof createTaskSchema>;

/** A day in a time zone as YYYY-MM-DD (the form's date field), `days` from now. */
export const dayInZone = (timeZone: string, days = 0): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

/** PATCH tasks/{id}: any of the fields; what it is attached to stays. */
export const updateTaskSchema = z
  .strictObject({
    title: titleField.optional(),
    due_date: dateField.optional(),
    due_time: timeField.optional(),
    assignee_id: id('who the task is for').optional(),
    notes: notesField.optional(),
    status: z.enum(TASK_STATUSES, { error: m('tasks.choose_open_or_done') }).optional(),
  })
  .refine((v) => (v.due_date === undefined) === (v.due_time === undefined), {
    message: m('tasks.give_due_date_and_time'),
    path: ['due_time'],
  });
export type UpdateTaskInput = z.input<typeof updateTaskSchema>;

const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true')
  .default(false);

/** GET tasks/: overdue first, then by due time. */
export const tasksQuerySchema = pageQuerySchema.extend({
  scope: z.enum(TASK_SCOPES, { error: m('tasks.choose_mine_or_team') }).default('mine'),
  status: z.enum([...TASK_STATUSES, 'all'], { error: m('tasks.choose_open_done_or_all') }).default('open'),
  overdue: flag,
  subject_type: z.enum(TASK_SUBJECTS, { error: m('tasks.choose_what_tasks_are_about') }).optional(),
  subject_id: id('what the tasks are about').optional(),
});
export type TasksQuery = z.input<typeof tasksQuerySchema>;
export type TasksFilter = z.output<typeof tasksQuerySchema>;

const person = z.object({ id: z.number().int(), name: z.string() });

export const taskSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  notes: z.string().nullable(),
  /** The instant, and the same as the organisation's wall clock. */
  due_at: z.string(),
  due_date: z.string(),
  due_time: z.string(),
  time_zone: z.string(),
  overdue: z.boolean(),
  status: z.enum(TASK_STATUSES),
  done_at: z.string().nullable(),
  assignee: person.nullable(),
  created_by: person.nullable(),
  subject: z.object({
    type: z.enum(TASK_SUBJECTS),
    id: z.number().int(),
    /** What it is called on screen ("Jose Garcia", "Warehouse Manager", "Jose Garcia for Driver"). */
    label: z.string(),
    /**
     * Where the caller may open it now, decided by the server with the same reach as adding a task;
     * null when it is gone or out of reach (the list shows the label as plain text).
     */
    open: z
      .object({
        /** The job whose page holds it: the job itself, or an application's job (its applicants). */
        job_id: z.number().int().nullable(),
        /** An organisation's type, for the back office's organisation page (the operator's staff only). */
        client_type: z.enum(['employer', 'consultancy']).nullable(),
      })
      .nullable(),
  }),
  created_at: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

export const tasksListSchema = listEnvelopeWith(taskSchema, {
  /** The caller's open tasks due today or overdue: the header's count. */
  due_now: z.number().int(),
});

/** GET tasks/summary: the header's count. */
export const taskSummarySchema = z.object({ due_now: z.number().int() });

/** GET tasks/options: the team to assign to, and the zone due times are in. */
export const taskOptionsSchema = z.object({
  time_zone: z.string(),
  team: z.array(person),
  me: z.number().int(),
  /** The caller's organisation: what a task made on the tasks page itself is attached to. */
  organisation: person,
});
export type TaskOptions = z.infer<typeof taskOptionsSchema>;

export const taskProposalSchema = z.object({
  id: z.number().int(),
  kind: z.enum(TASK_PROPOSAL_KINDS),
  title: z.string(),
  due_at: z.string(),
  due_date: z.string(),
  due_time: z.string(),
  time_zone: z.string(),
  assignee: person.nullable(),
  subject: taskSchema.shape.subject,
  created_at: z.string(),
});
export type TaskProposal = z.infer<typeof taskProposalSchema>;
