import { endpoints } from './endpoint';
import type { salaryInsightsSchemas } from './salary-insights.schemas';

export const salaryInsightsEndpoints = endpoints<typeof salaryInsightsSchemas>()({
  index: 'GET salaries',
  summary: 'GET salaries/summary',
  designation: 'GET salaries/:designation',
  place: 'GET salaries/:designation/:place',
});
