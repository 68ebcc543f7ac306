import { compose, type MailContent } from '../../platform/mail/templates';

/**
 * The mail that tells someone a message is waiting. It carries no text of the message (a mailbox
 * is not where the conversation lives; nothing is parsed from replies), only who and a link.
 */
export function messageNoticeMail(input: {
  firstName: string;
  from: string;
  jobTitle: string;
  threadUrl: string;
}): MailContent {
  return compose(
    `New message about ${input.jobTitle}`,
    [
      `Hello ${input.firstName},`,
      `${input.from} sent you a message about the application for ${input.jobTitle}.`,
      'Read it and reply in the portal. Further messages in the next 15 minutes will not be mailed again.',
    ],
    { href: input.threadUrl, label: 'Open the conversation' },
  );
}
