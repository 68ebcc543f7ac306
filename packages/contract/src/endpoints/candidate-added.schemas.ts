import { addedCandidateSchema, addedItemParam } from '../candidate-create';
import {
  candidatePersonalSchema,
  candidateProfileSchema,
  candidateSummarySchema,
  certificationInputSchema,
  certificationPatchSchema,
  desiredJobSchema,
  educationInputSchema,
  educationPatchSchema,
  employmentInputSchema,
  employmentPatchSchema,
} from '../candidate-profile';
import { envelope } from '../envelope';
import { idParam } from '../fields';
import type { EndpointSchemas } from './endpoint';

const profile = envelope(candidateProfileSchema);

/**
 * The schemas of the candidateAdded endpoints (./candidate-added.ts holds their paths): the
 * candidate's own section schemas, on the candidate named in the path.
 */
export const candidateAddedSchemas = {
  byId: { params: idParam, response: envelope(addedCandidateSchema) },
  update: { params: idParam, body: candidatePersonalSchema, response: profile },
  summary: { params: idParam, body: candidateSummarySchema, response: profile },
  desiredJob: { params: idParam, body: desiredJobSchema, response: profile },
  educations: { params: idParam, body: educationInputSchema, status: 201, response: profile },
  updateEducation: { params: addedItemParam, body: educationPatchSchema, response: profile },
  removeEducation: { params: addedItemParam, response: profile },
  employments: { params: idParam, body: employmentInputSchema, status: 201, response: profile },
  updateEmployment: { params: addedItemParam, body: employmentPatchSchema, response: profile },
  removeEmployment: { params: addedItemParam, response: profile },
  certifications: { params: idParam, body: certificationInputSchema, status: 201, response: profile },
  updateCertification: { params: addedItemParam, body: certificationPatchSchema, response: profile },
  removeCertification: { params: addedItemParam, response: profile },
} satisfies Record<string, EndpointSchemas>;
