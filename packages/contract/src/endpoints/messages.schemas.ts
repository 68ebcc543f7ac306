import { envelope, listEnvelope } from '../envelope';
import {
  applicationIdParam,
  attachmentParam,
  newMessageSchema,
  threadListQuerySchema,
  threadMessageSchema,
  threadSchema,
  threadSummarySchema,
  unreadCountSchema,
} from '../messages';
import type { EndpointSchemas } from './endpoint';

/** The schemas of the messages endpoints (./messages.ts holds their methods and paths). */
export const messagesSchemas = {
  list: { query: threadListQuerySchema, response: listEnvelope(threadSummarySchema) },
  unread: { response: envelope(unreadCountSchema) },
  attachment: { params: attachmentParam, file: true },
  thread: { params: applicationIdParam, response: envelope(threadSchema) },
  send: {
    params: applicationIdParam,
    body: newMessageSchema,
    status: 201,
    response: envelope(threadMessageSchema),
  },
} satisfies Record<string, EndpointSchemas>;
