import { companyListQuerySchema, publicCompanyCardSchema, publicCompanySchema } from '../company-profile';
import { envelope, listEnvelope } from '../envelope';
import { idParam } from '../fields';
import type { EndpointSchemas } from './endpoint';

/** The schemas of the directory endpoints (./directory.ts holds their methods and paths). */
export const directorySchemas = {
  list: { query: companyListQuerySchema, response: listEnvelope(publicCompanyCardSchema) },
  byId: { params: idParam, response: envelope(publicCompanySchema) },
} satisfies Record<string, EndpointSchemas>;
