import { parsedCvSchema } from '../cv-parsing';
import { envelope } from '../envelope';
import type { EndpointSchemas } from './endpoint';

/** The schemas of the cvParsing endpoints (./cv-parsing.ts holds their methods and paths). */
export const cvParsingSchemas = {
  mine: { response: envelope(parsedCvSchema) },
  upload: { response: envelope(parsedCvSchema) },
} satisfies Record<string, EndpointSchemas>;
