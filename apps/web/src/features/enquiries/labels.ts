import type { EnquiryService, EnquiryStatus } from '@portal/contract/enquiries';

/** Catalogue keys (i18n/) of the statuses and the services an enquiry is about. */
export const STATUS_KEY = {
  new: 'status.new',
  in_progress: 'status.in_progress',
  closed: 'status.closed',
} as const satisfies Record<EnquiryStatus, string>;

export const SERVICE_KEY = {
  general: 'service.general',
  'job-posting': 'service.job-posting',
  'cv-searching': 'service.cv-searching',
  'recruitment-software': 'service.recruitment-software',
  'employer-branding': 'service.employer-branding',
  rpo: 'service.rpo',
  training: 'service.training',
  'employer-learning': 'service.employer-learning',
} as const satisfies Record<EnquiryService, string>;
