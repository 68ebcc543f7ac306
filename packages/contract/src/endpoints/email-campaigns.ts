import type { emailCampaignsSchemas } from './email-campaigns.schemas';
import { endpoints } from './endpoint';

export const emailCampaignsEndpoints = endpoints<typeof emailCampaignsSchemas>()({
  sendSingle: 'POST settings/send-single-email',
  list: 'GET settings/email-responses',
  byId: 'GET settings/email-responses/:id',
  export: 'GET settings/email-responses/:id/export',
  respond: 'GET settings/email-response',
  createRespond: 'POST settings/email-response',
  unsubscribe: 'POST settings/email-unsubscribe',
  suppressions: 'GET settings/email-suppressions',
  removeSuppressions: 'DELETE settings/email-suppressions',
  myStatus: 'GET settings/email-status',
});
