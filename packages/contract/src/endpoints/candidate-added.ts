import type { candidateAddedSchemas } from './candidate-added.schemas';
import { endpoints } from './endpoint';

/** The adding organisation's edits of a candidate it added, until the candidate claims the account. */
export const candidateAddedEndpoints = endpoints<typeof candidateAddedSchemas>()({
  byId: 'GET candidate/added/:id',
  update: 'PATCH candidate/added/:id/update',
  summary: 'PUT candidate/added/:id/summary',
  desiredJob: 'PUT candidate/added/:id/desired-job',
  educations: 'POST candidate/added/:id/educations',
  updateEducation: 'PATCH candidate/added/:id/educations/:itemId',
  removeEducation: 'DELETE candidate/added/:id/educations/:itemId',
  employments: 'POST candidate/added/:id/employments',
  updateEmployment: 'PATCH candidate/added/:id/employments/:itemId',
  removeEmployment: 'DELETE candidate/added/:id/employments/:itemId',
  certifications: 'POST candidate/added/:id/certification',
  updateCertification: 'PATCH candidate/added/:id/certification/:itemId',
  removeCertification: 'DELETE candidate/added/:id/certification/:itemId',
});
