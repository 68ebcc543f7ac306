import { consentChangeSchema, consentKindParam, consentsSchema } from '../consents';
import { envelope } from '../envelope';
import type { EndpointSchemas } from './endpoint';

/** The schemas of the consent endpoints (./consents.ts holds their methods and paths). */
export const consentsSchemas = {
  list: { response: envelope(consentsSchema) },
  change: { params: consentKindParam, body: consentChangeSchema, response: envelope(consentsSchema) },
} satisfies Record<string, EndpointSchemas>;
