import { z } from 'zod';
import { savedSearchInputSchema, savedSearchPatchSchema, savedSearchSchema } from '../cv-saved-searches';
import {
  cvFacetsSchema,
  cvFileQuerySchema,
  cvSearchQuerySchema,
  cvSearchRowSchema,
  recruiterCandidateSchema,
  similarCandidateSchema,
} from '../cv-search';
import { envelope, listEnvelopeWith, messageSchema } from '../envelope';
import { idParam } from '../fields';
import type { EndpointSchemas } from './endpoint';

/** The schemas of the cvSearch endpoints (./cv-search.ts holds their methods and paths). */
export const cvSearchSchemas = {
  saved: { response: envelope(z.array(savedSearchSchema)) },
  createSaved: { body: savedSearchInputSchema, status: 201, response: envelope(savedSearchSchema) },
  updateSavedById: { params: idParam, body: savedSearchPatchSchema, response: envelope(savedSearchSchema) },
  removeSavedById: { params: idParam, response: messageSchema },
  savedUnsubscribe: { query: z.object({ token: z.string().max(200).optional() }), response: messageSchema },
  search: {
    query: cvSearchQuerySchema,
    response: listEnvelopeWith(cvSearchRowSchema, { facets: cvFacetsSchema }),
  },
  candidate: { params: idParam, response: envelope(recruiterCandidateSchema) },
  candidateCv: { params: idParam, query: cvFileQuerySchema, file: true },
  similar: { params: idParam, response: envelope(z.array(similarCandidateSchema)) },
} satisfies Record<string, EndpointSchemas>;
