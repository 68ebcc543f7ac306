import { endpoints } from './endpoint';
import type { healthSchemas } from './health.schemas';

export const healthEndpoints = endpoints<typeof healthSchemas>()({
  root: 'GET health',
});
