import { z } from 'zod';
import {
  candidateCreateSchema,
  candidateMatchQuerySchema,
  candidateMatchSchema,
  claimAccountSchema,
  claimInfoSchema,
  claimTokenSchema,
  createdCandidateSchema,
  objectListingSchema,
} from '../candidate-create';
import { envelope, messageSchema } from '../envelope';
import type { EndpointSchemas } from './endpoint';

/** The schemas of the candidateCreate endpoints (./candidate-create.ts holds their methods and paths). */
export const candidateCreateSchemas = {
  match: { query: candidateMatchQuerySchema, response: envelope(z.array(candidateMatchSchema)) },
  create: { body: candidateCreateSchema, status: 201, response: envelope(createdCandidateSchema) },
  claim: { query: z.strictObject({ token: claimTokenSchema }), response: envelope(claimInfoSchema) },
  createClaim: { body: claimAccountSchema, response: messageSchema },
  object: { body: objectListingSchema, response: messageSchema },
} satisfies Record<string, EndpointSchemas>;
