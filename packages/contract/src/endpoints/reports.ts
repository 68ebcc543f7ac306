import { endpoints } from './endpoint';
import type { reportsSchemas } from './reports.schemas';

export const reportsEndpoints = endpoints<typeof reportsSchemas>()({
  catalogue: 'GET reports/',
  subscription: 'GET reports/subscription',
  updateSubscription: 'PUT reports/subscription',
  show: 'GET reports/:id',
  export: 'GET reports/:id/export',
});
