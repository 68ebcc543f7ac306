import { endpoints } from './endpoint';
import type { screeningSchemas } from './screening.schemas';

export const screeningEndpoints = endpoints<typeof screeningSchemas>()({
  applicantAnswers: 'GET jobs/applicants/:id/screening',
});
