import { endpoints } from './endpoint';
import type { reportsSchemas } from './reports.schemas';

export const reportsEndpoints = endpoints<typeof reportsSchemas>()({
  catalogue: 'GET reports/',
  subscription: 'GET reports/subscription',
  updateSubscription: 'PUT reports/subscription',
  /** The weekly mail's one-click unsubscribe (no sign-in: the signed token is the proof). */
  unsubscribe: 'POST reports/subscription/unsubscribe',
  show: 'GET reports/:id',
  export: 'GET reports/:id/export',
});
