import { envelope, listEnvelope, messageSchema } from '../envelope';
import { idParam } from '../fields';
import {
  jobManageSchema,
  jobTemplateInputSchema,
  jobTemplateListQuerySchema,
  jobTemplatePatchSchema,
  jobTemplateSchema,
} from '../jobs';
import type { EndpointSchemas } from './endpoint';

/** The schemas of the jobTemplates endpoints (./job-templates.ts holds their methods and paths). */
export const jobTemplatesSchemas = {
  list: { query: jobTemplateListQuerySchema, response: listEnvelope(jobTemplateSchema) },
  create: { body: jobTemplateInputSchema, status: 201, response: envelope(jobTemplateSchema) },
  byId: { params: idParam, response: envelope(jobTemplateSchema) },
  update: { params: idParam, body: jobTemplatePatchSchema, response: envelope(jobTemplateSchema) },
  remove: { params: idParam, response: messageSchema },
  createJob: { params: idParam, status: 201, response: envelope(jobManageSchema) },
} satisfies Record<string, EndpointSchemas>;
