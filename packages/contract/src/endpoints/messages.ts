import { endpoints } from './endpoint';
import type { messagesSchemas } from './messages.schemas';

/** Issue 28 item 4: a conversation per application, for its candidate and the job's organisation. */
export const messagesEndpoints = endpoints<typeof messagesSchemas>()({
  list: 'GET messages/',
  unread: 'GET messages/unread',
  attachment: 'GET messages/attachments/:id',
  thread: 'GET messages/:applicationId',
  send: 'POST messages/:applicationId',
});
