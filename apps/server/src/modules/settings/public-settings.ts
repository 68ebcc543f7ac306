import { RETENTION_MONTHS } from '@portal/contract/consents';
import { DEFAULT_THEME_COLOR, JOB_VALIDITY_DAYS, type PublicSettings } from '@portal/contract/settings';

/** Stored one key per top-level field, so staff edit one without rewriting the rest. */
export const DEFAULT_PUBLIC_SETTINGS: PublicSettings = {
  site_name: 'Logistics Jobs',
  theme: { color: DEFAULT_THEME_COLOR, logo: null },
  contact: { email: 'jobs@example.com', whatsapp: '+971 50 000 0000' },
  social: {
    linkedin: 'https://www.linkedin.com/company/example',
    facebook: 'https://www.facebook.com/example',
    x: 'https://x.com/example',
    instagram: 'https://www.instagram.com/example',
    youtube: 'https://www.youtube.com/@example',
  },
  job_validity_days: JOB_VALIDITY_DAYS.default,
  candidate_retention_months: RETENTION_MONTHS.default,
  arabic_digits: 'latn',
};
