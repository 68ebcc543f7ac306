import type { AdminSettings, SettingsUpdate, settingsUpdateSchema } from '@portal/contract/settings';
import type { z } from 'zod';

/** The form's fields: every editable setting as the inputs hold it (text; the schema coerces). */
export type SettingsFormValues = z.input<typeof settingsUpdateSchema>;

export const SETTINGS_FIELDS = [
  'site_name',
  'theme_color',
  'contact_email',
  'whatsapp',
  'linkedin',
  'facebook',
  'x',
  'instagram',
  'youtube',
  'job_validity_days',
  'candidate_retention_months',
  'arabic_digits',
] as const satisfies readonly (keyof SettingsUpdate)[];

export const toFormValues = (s: AdminSettings): Required<SettingsFormValues> => ({
  site_name: s.site_name,
  theme_color: s.theme_color,
  contact_email: s.contact_email,
  whatsapp: s.whatsapp,
  linkedin: s.linkedin,
  facebook: s.facebook,
  x: s.x,
  instagram: s.instagram,
  youtube: s.youtube,
  job_validity_days: String(s.job_validity_days),
  candidate_retention_months: String(s.candidate_retention_months),
  arabic_digits: s.arabic_digits,
});

/** Only what changed, so a save touches (and audits) nothing else. */
export function changedFields(
  values: SettingsFormValues,
  dirty: Partial<Record<keyof SettingsFormValues, boolean | undefined>>,
): SettingsFormValues {
  return Object.fromEntries(SETTINGS_FIELDS.filter((f) => dirty[f]).map((f) => [f, values[f]]));
}
