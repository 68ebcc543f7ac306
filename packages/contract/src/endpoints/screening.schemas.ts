import { envelope } from '../envelope';
import { idParam } from '../fields';
import { applicantScreeningSchema } from '../screening';
import type { EndpointSchemas } from './endpoint';

/** The schemas of the screening endpoints (./screening.ts holds their methods and paths). */
export const screeningSchemas = {
  applicantAnswers: { params: idParam, response: envelope(applicantScreeningSchema) },
} satisfies Record<string, EndpointSchemas>;
