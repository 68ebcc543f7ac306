import { z } from 'zod';
import {
  clientCvSchema,
  clientCvShareInputSchema,
  clientCvShareSchema,
  clientCvTokenQuerySchema,
  createdClientCvShareSchema,
} from '../client-cv';
import { envelope } from '../envelope';
import { idParam } from '../fields';
import type { EndpointSchemas } from './endpoint';

/** The schemas of the clientCv endpoints (./client-cv.ts holds their methods and paths). */
export const clientCvSchemas = {
  shared: { query: clientCvTokenQuerySchema, response: envelope(clientCvSchema) },
  byCandidate: { params: idParam, response: envelope(clientCvSchema) },
  shares: { params: idParam, response: envelope(z.array(clientCvShareSchema)) },
  createShares: {
    params: idParam,
    body: clientCvShareInputSchema,
    status: 201,
    response: envelope(createdClientCvShareSchema),
  },
  share: { params: idParam, response: envelope(clientCvShareSchema) },
} satisfies Record<string, EndpointSchemas>;
