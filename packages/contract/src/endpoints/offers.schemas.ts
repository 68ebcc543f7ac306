import { z } from 'zod';
import { envelope, listEnvelope, messageSchema } from '../envelope';
import { idParam } from '../fields';
import {
  applicationOffersSchema,
  offerAnswerSchema,
  offerInputSchema,
  offerLinkAnswerSchema,
  offerLinkQuerySchema,
  offerSchema,
  offerTemplateInputSchema,
  offerTemplateListQuerySchema,
  offerTemplatePatchSchema,
  offerTemplateSchema,
} from '../offers';
import type { EndpointSchemas } from './endpoint';

/** The schemas of the offers endpoints (./offers.ts holds their methods and paths). */
export const offersSchemas = {
  templates: { query: offerTemplateListQuerySchema, response: listEnvelope(offerTemplateSchema) },
  createTemplate: { body: offerTemplateInputSchema, status: 201, response: envelope(offerTemplateSchema) },
  template: { params: idParam, response: envelope(offerTemplateSchema) },
  updateTemplate: {
    params: idParam,
    body: offerTemplatePatchSchema,
    response: envelope(offerTemplateSchema),
  },
  removeTemplate: { params: idParam, response: messageSchema },
  ofApplication: { params: idParam, response: envelope(applicationOffersSchema) },
  create: { params: idParam, body: offerInputSchema, status: 201, response: envelope(offerSchema) },
  sentPdf: { params: idParam, file: true },
  withdraw: { params: idParam, response: envelope(offerSchema) },
  mine: { response: envelope(z.array(offerSchema)) },
  minePdf: { params: idParam, file: true },
  answer: { params: idParam, body: offerAnswerSchema, response: envelope(offerSchema) },
  link: { query: offerLinkQuerySchema, response: envelope(offerSchema) },
  linkPdf: { query: offerLinkQuerySchema, file: true },
  linkAnswer: { body: offerLinkAnswerSchema, response: envelope(offerSchema) },
} satisfies Record<string, EndpointSchemas>;
