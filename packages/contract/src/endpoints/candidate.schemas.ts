import { z } from 'zod';
import { candidateRegisterSchema, confirmEmailSchema, loginResponseSchema } from '../auth';
import { candidateDashboardSchema } from '../candidate-dashboard';
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
  onboardingSchema,
} from '../candidate-profile';
import {
  candidateFilterQuerySchema,
  candidateListQuerySchema,
  candidateRowSchema,
  feedbackInputSchema,
  feedbackNoteSchema,
  staffCandidateSchema,
} from '../candidates';
import { profileViewSchema } from '../cv-search';
import { envelope, listEnvelope, messageSchema } from '../envelope';
import { idParam } from '../fields';
import { cvUploadedSchema, photoUploadedSchema, storageKeyParam } from '../files';
import {
  mailPreferencesPatchSchema,
  mailPreferencesSchema,
  mailUnsubscribeBodySchema,
  mailUnsubscribeQuerySchema,
  mailUnsubscribeResultSchema,
} from '../mail-preferences';
import type { EndpointSchemas } from './endpoint';

/** The schemas of the candidate endpoints (./candidate.ts holds their methods and paths). */
export const candidateSchemas = {
  register: { body: candidateRegisterSchema, status: 202, response: messageSchema },
  confirmEmail: { body: confirmEmailSchema, response: envelope(loginResponseSchema) },
  export: { file: true },
  dashboard: { response: envelope(candidateDashboardSchema) },
  profile: { response: envelope(candidateProfileSchema) },
  byId: { params: idParam, response: envelope(staffCandidateSchema) },
  cvById: { params: idParam, file: true },
  consultantFeedback: {
    params: z.object({ candidateId: idParam.shape.id }),
    response: envelope(z.array(feedbackNoteSchema)),
  },
  createConsultantFeedback: {
    params: z.object({ candidateId: idParam.shape.id }),
    body: feedbackInputSchema,
    status: 201,
    response: envelope(feedbackNoteSchema),
  },
  profileViews: { response: envelope(z.array(profileViewSchema)) },
  createPhoto: { response: envelope(photoUploadedSchema) },
  removePhoto: { response: messageSchema },
  photoFile: { params: storageKeyParam, file: true },
  createCv: { response: envelope(cvUploadedSchema) },
  cv: { file: true },
  removeCv: { response: messageSchema },
  mailPreferences: { response: envelope(mailPreferencesSchema) },
  updateMailPreferences: { body: mailPreferencesPatchSchema, response: envelope(mailPreferencesSchema) },
  mailUnsubscribe: {
    query: mailUnsubscribeQuerySchema,
    body: mailUnsubscribeBodySchema,
    response: envelope(mailUnsubscribeResultSchema),
  },
  update: { body: candidatePersonalSchema, response: envelope(candidateProfileSchema) },
  summary: { body: candidateSummarySchema, response: envelope(candidateProfileSchema) },
  desiredJob: { body: desiredJobSchema, response: envelope(candidateProfileSchema) },
  onboarding: { body: onboardingSchema, response: envelope(candidateProfileSchema) },
  educations: { body: educationInputSchema, status: 201, response: envelope(candidateProfileSchema) },
  updateEducation: {
    params: idParam,
    body: educationPatchSchema,
    response: envelope(candidateProfileSchema),
  },
  removeEducation: { params: idParam, response: envelope(candidateProfileSchema) },
  employments: { body: employmentInputSchema, status: 201, response: envelope(candidateProfileSchema) },
  updateEmployment: {
    params: idParam,
    body: employmentPatchSchema,
    response: envelope(candidateProfileSchema),
  },
  removeEmployment: { params: idParam, response: envelope(candidateProfileSchema) },
  certifications: { body: certificationInputSchema, status: 201, response: envelope(candidateProfileSchema) },
  updateCertification: {
    params: idParam,
    body: certificationPatchSchema,
    response: envelope(candidateProfileSchema),
  },
  removeCertification: { params: idParam, response: envelope(candidateProfileSchema) },
  list: { query: candidateListQuerySchema, response: listEnvelope(candidateRowSchema) },
  filter: { query: candidateFilterQuerySchema, response: listEnvelope(candidateRowSchema) },
} satisfies Record<string, EndpointSchemas>;
