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
  typeMessage: 'Attach a PDF, DOC or DOCX document, or a JPEG, PNG or WebP image.',
  sizeMessage: 'The attachment must be 5 MB or smaller.',
} as const;

export const MESSAGE_EMPTY = 'Write a message or attach a file.';
export const MESSAGE_TOO_LONG = `A message can be at most ${MESSAGE_MAX_LENGTH} characters.`;
export const MESSAGE_FLOOD = 'You are sending messages too quickly. Please wait a minute and try again.';
export const THREAD_NOT_FOUND = 'Conversation not found.';
