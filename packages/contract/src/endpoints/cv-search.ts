import type { cvSearchSchemas } from './cv-search.schemas';
import { endpoints } from './endpoint';

export const cvSearchEndpoints = endpoints<typeof cvSearchSchemas>()({
  saved: 'GET search/candidate-create',
  createSaved: 'POST search/candidate-create',
  updateSavedById: 'PATCH search/candidate-create/:id',
  removeSavedById: 'DELETE search/candidate-create/:id',
  savedUnsubscribe: 'POST search/candidate-create/unsubscribe',
  search: 'GET search/candidate',
  candidate: 'GET search/candidate/:id',
  candidateCv: 'GET search/candidate/:id/cv',
  similar: 'GET search/candidate/:id/similar',
});
