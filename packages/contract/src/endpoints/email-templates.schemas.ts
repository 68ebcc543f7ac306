import { z } from 'zod';
import { envelope, listEnvelope, messageSchema } from '../envelope';
import { idParam } from '../fields';
import {
  emailPreviewInputSchema,
  emailPreviewQuerySchema,
  emailPreviewSchema,
  emailTemplateInputSchema,
  emailTemplateListQuerySchema,
  emailTemplatePatchSchema,
  emailTemplateSchema,
  emailTemplateTagsSchema,
  recipientPreviewSchema,
  recipientsPreviewInputSchema,
  sendCampaignSchema,
  sendResultSchema,
} from '../recruiter-email';
import type { EndpointSchemas } from './endpoint';

/** The schemas of the emailTemplates endpoints (./email-templates.ts holds their methods and paths). */
export const emailTemplatesSchemas = {
  recipients: { body: recipientsPreviewInputSchema, response: envelope(z.array(recipientPreviewSchema)) },
  send: { body: sendCampaignSchema, status: 201, response: envelope(sendResultSchema) },
  list: { query: emailTemplateListQuerySchema, response: listEnvelope(emailTemplateSchema) },
  create: { body: emailTemplateInputSchema, status: 201, response: envelope(emailTemplateSchema) },
  preview: { body: emailPreviewInputSchema, response: envelope(emailPreviewSchema) },
  byId: { params: idParam, response: envelope(emailTemplateSchema) },
  update: { params: idParam, body: emailTemplatePatchSchema, response: envelope(emailTemplateSchema) },
  remove: { params: idParam, response: messageSchema },
  duplicate: { params: idParam, status: 201, response: envelope(emailTemplateSchema) },
  tags: { params: idParam, query: emailPreviewQuerySchema, response: envelope(emailTemplateTagsSchema) },
} satisfies Record<string, EndpointSchemas>;
