import { envelope } from '../envelope';
import { healthSchema } from '../settings';
import type { EndpointSchemas } from './endpoint';

/** The schemas of the health endpoints (./health.ts holds their methods and paths). */
export const healthSchemas = {
  root: { response: envelope(healthSchema) },
} satisfies Record<string, EndpointSchemas>;
