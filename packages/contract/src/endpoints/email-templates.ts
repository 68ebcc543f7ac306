import type { emailTemplatesSchemas } from './email-templates.schemas';
import { endpoints } from './endpoint';

export const emailTemplatesEndpoints = endpoints<typeof emailTemplatesSchemas>()({
  recipients: 'POST template/email/recipients',
  send: 'POST template/email/send',
  list: 'GET template/email',
  create: 'POST template/email',
  preview: 'POST template/email/preview',
  byId: 'GET template/email/:id',
  update: 'PATCH template/email/:id',
  remove: 'DELETE template/email/:id',
  duplicate: 'POST template/email/:id/duplicate',
  tags: 'GET template/email/:id/tags',
});
