import { endpoints } from './endpoint';
import type { plansSchemas } from './plans.schemas';

export const plansEndpoints = endpoints<typeof plansSchemas>()({
  list: 'GET plans/',
  create: 'POST plans/',
  update: 'PATCH plans/:id',
  remove: 'DELETE plans/:id',
});
