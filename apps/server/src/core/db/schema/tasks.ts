import { TASK_PROPOSAL_KINDS, TASK_STATUSES, TASK_SUBJECTS } from '@portal/contract/tasks';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { createdAndUpdated } from './columns';
import { users } from './users';

/**
 * An organisation's to-do (issue 30 item 3), attached to one of its candidates, applications, jobs
 * or an organisation (`subject_type` + `subject_id`: checked against the caller's reach when
 * written, no foreign key since it names one of four tables). `due_mail_sent_at` is claimed once by
 * the morning mail's UPDATE, so any number of workers send it once.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    notes: text('notes'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** A team member; null once their account is gone (the task stays, unassigned). */
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: TASK_STATUSES }).notNull().default('open'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    subjectType: text('subject_type', { enum: TASK_SUBJECTS }).notNull(),
    subjectId: integer('subject_id').notNull(),
    dueMailSentAt: timestamp('due_mail_sent_at', { withTimezone: true }),
    ...createdAndUpdated(),
  },
  (t) => [
    index('tasks_client_due_idx').on(t.clientId, t.status, t.dueAt),
    index('tasks_assignee_due_idx').on(t.assigneeId, t.status, t.dueAt),
    index('tasks_subject_idx').on(t.clientId, t.subjectType, t.subjectId),
    // The morning mail reads only open tasks not mailed yet.
    index('tasks_due_mail_idx').on(t.dueAt).where(sql`${t.status} = 'open' and ${t.dueMailSentAt} is null`),
  ],
);

/**
 * A task the portal proposes after an event (an interview held, a job about to expire), pending
 * until a user of the organisation accepts it (a task is made) or dismisses it. `source_key` names
 * the event ("interview:12"), unique per organisation, so a proposal is made once however often the
 * events are heard.
 */
export const taskProposals = pgTable(
  'task_proposals',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: TASK_PROPOSAL_KINDS }).notNull(),
    sourceKey: text('source_key').notNull(),
    title: text('title').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    subjectType: text('subject_type', { enum: TASK_SUBJECTS }).notNull(),
    subjectId: integer('subject_id').notNull(),
    status: text('status', { enum: ['pending', 'accepted', 'dismissed'] })
      .notNull()
      .default('pending'),
    taskId: integer('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('task_proposals_source_key').on(t.clientId, t.sourceKey),
    index('task_proposals_pending_idx').on(t.clientId).where(sql`${t.status} = 'pending'`),
  ],
);
