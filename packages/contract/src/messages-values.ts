import { m } from './i18n/index';

/**
 * The message rules both sides need, without zod (issue 28 item 4), so a page that only shows a
 * count or a limit does not pull the schemas in.
 */
const MB = 1024 * 1024;

/** Who wrote a message: the application's candidate, or the organisation that owns the job. */
export const MESSAGE_SIDES = ['candidate', 'organisation'] as const;
export type MessageSide = (typeof MESSAGE_SIDES)[number];

export const MESSAGE_MAX_LENGTH = 5000;
/** Messages one sender may send in a minute, across threads, before a 429. */
export const MESSAGES_PER_MINUTE = 10;
/** At most one mail notice per thread and recipient in this many minutes. */
export const MESSAGE_NOTICE_MINUTES = 15;

export const MESSAGE_ATTACHMENT_RULES = {
  maxBytes: 5 * MB,
  extensions: ['.pdf', '.doc', '.docx', '.jpg', '.jpeg', '.png', '.webp'],
  mimes: [
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'image/jpeg',
    'image/png',
    'image/webp',
  ],
  typeMessage: m('messages-values.attach_pdf_doc_or_docx'),
  sizeMessage: m('messages-values.attachment_must_5_mb_or'),
} as const;

export const MESSAGE_EMPTY = m('messages-values.write_message_or_attach_file');
export const MESSAGE_TOO_LONG = m('messages-values.message_can_at_most_characters', { MESSAGE_MAX_LENGTH });
export const MESSAGE_FLOOD = m('messages-values.you_are_sending_messages_too');
export const THREAD_NOT_FOUND = m('messages-values.conversation_not_found');
