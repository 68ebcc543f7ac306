import type { candidateCreateSchemas } from './candidate-create.schemas';
import { endpoints } from './endpoint';

export const candidateCreateEndpoints = endpoints<typeof candidateCreateSchemas>()({
  match: 'GET candidate/candidates-create/match',
  create: 'POST candidate/candidates-create',
  claim: 'GET candidate/claim',
  createClaim: 'POST candidate/claim',
  object: 'POST candidate/claim/object',
});
