import { z } from 'zod';
import { envelope, listEnvelope, messageSchema, pageMetaSchema } from '../envelope';
import { idParam } from '../fields';
import {
  campaignListQuerySchema,
  campaignRecipientSchema,
  campaignRecipientsQuerySchema,
  campaignSummarySchema,
  emailResponseInputSchema,
  emailResponseTokenQuerySchema,
  emailResponseViewSchema,
  emailUnsubscribeBodySchema,
  emailUnsubscribeQuerySchema,
  emailUnsubscribeResultSchema,
  myEmailStatusSchema,
  sendResultSchema,
  sendSingleEmailSchema,
  suppressionLiftSchema,
  suppressionListQuerySchema,
  suppressionSchema,
} from '../recruiter-email';
import type { EndpointSchemas } from './endpoint';

/** The schemas of the emailCampaigns endpoints (./email-campaigns.ts holds their methods and paths). */
export const emailCampaignsSchemas = {
  sendSingle: { body: sendSingleEmailSchema, status: 201, response: envelope(sendResultSchema) },
  list: { query: campaignListQuerySchema, response: listEnvelope(campaignSummarySchema) },
  byId: {
    params: idParam,
    query: campaignRecipientsQuerySchema,
    response: z.object({
      campaign: campaignSummarySchema,
      data: z.array(campaignRecipientSchema),
      meta: pageMetaSchema,
    }),
  },
  export: {
    params: idParam,
    query: campaignRecipientsQuerySchema.omit({ page: true, page_size: true }),
    response: z.string(),
  },
  respond: { query: emailResponseTokenQuerySchema, response: envelope(emailResponseViewSchema) },
  createRespond: { body: emailResponseInputSchema, response: envelope(emailResponseViewSchema) },
  unsubscribe: {
    query: emailUnsubscribeQuerySchema,
    body: emailUnsubscribeBodySchema,
    response: envelope(emailUnsubscribeResultSchema),
  },
  suppressions: { query: suppressionListQuerySchema, response: listEnvelope(suppressionSchema) },
  removeSuppressions: { query: suppressionLiftSchema, response: messageSchema },
  myStatus: { response: envelope(myEmailStatusSchema) },
} satisfies Record<string, EndpointSchemas>;
