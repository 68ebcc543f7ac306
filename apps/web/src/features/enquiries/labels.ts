import type { EnquiryStatus } from '@portal/contract/enquiries';

/** Catalogue keys (i18n/) of an enquiry's statuses; the services are named by lib/labels. */
export const STATUS_KEY = {
  new: 'status.new',
  in_progress: 'status.in_progress',
  closed: 'status.closed',
} as const satisfies Record<EnquiryStatus, string>;
