import { fillPath } from '@portal/contract/endpoints/endpoint';
import { messagesEndpoints } from '@portal/contract/endpoints/messages';
import { downloadAttachment } from '@/lib/download';

/** Saves a message's attachment (a signed-in fetch: a plain link cannot carry the token). */
export const downloadMessageAttachment = (messageId: number, fallbackName: string) =>
  downloadAttachment(fillPath(messagesEndpoints.attachment.path, { id: messageId }), fallbackName);
