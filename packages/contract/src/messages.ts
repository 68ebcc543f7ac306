import { z } from 'zod';
import { pageQuerySchema } from './envelope';
import { m } from './i18n/index';
import { MESSAGE_MAX_LENGTH, MESSAGE_SIDES, MESSAGE_TOO_LONG } from './messages-values';

export * from './messages-values';

export const messageSideSchema = z.enum(MESSAGE_SIDES);

export const applicationIdParam = z.object({
  applicationId: z.coerce.number().int().positive(m('candidate-create.invalid_id')),
});

export const messageAttachmentSchema = z.object({
  file_name: z.string(),
  mime: z.string(),
  size: z.number().int(),
});

/** One message as either side sees it; `mine` is the caller's side, `read_at` the other side's first look. */
export const threadMessageSchema = z.object({
  id: z.number().int(),
  side: messageSideSchema,
  mine: z.boolean(),
  sender_name: z.string(),
  body: z.string(),
  attachment: messageAttachmentSchema.nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

/** The application a thread is about, named for the caller's side. */
export const threadSubjectSchema = z.object({
  application_id: z.number().int(),
  job_id: z.number().int(),
  job_title: z.string(),
  company: z.string(),
  candidate_name: z.string(),
  /** Whom the caller writes to: the company for a candidate, the candidate for staff. */
  counterpart: z.string(),
});
export type ThreadSubject = z.infer<typeof threadSubjectSchema>;

export const threadSchema = threadSubjectSchema.extend({ messages: z.array(threadMessageSchema) });
export type Thread = z.infer<typeof threadSchema>;

/** A row of the thread list: newest activity first. */
export const threadSummarySchema = threadSubjectSchema.extend({
  last_message: z.string(),
  last_side: messageSideSchema,
  last_at: z.string(),
  unread: z.number().int(),
});
export type ThreadSummary = z.infer<typeof threadSummarySchema>;

export const threadListQuerySchema = pageQuerySchema;

/**
 * A new message: text, an attachment (multipart `file`), or both. The text is trimmed; the
 * service refuses a message with neither.
 */
export const newMessageSchema = z.strictObject({
  body: z.string().trim().max(MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG).optional().default(''),
});
export type NewMessage = z.input<typeof newMessageSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const attachmentParam = z.object({
  id: z.coerce.number().int().positive(m('candidate-create.invalid_id')),
});
