import { type SettingsUpdate, settingsUpdateSchema } from '@portal/contract/settings';

/**
 * The portal's own settings an operator may give at the first start instead of the seed's
 * placeholders (the settings screen owns them afterwards). Each variable is checked by the rule the
 * settings screen applies to its field.
 */
export const SETTINGS_ENV = {
  PORTAL_NAME: 'site_name',
  THEME_COLOR: 'theme_color',
  CONTACT_EMAIL: 'contact_email',
  WHATSAPP_NUMBER: 'whatsapp',
  LINKEDIN_URL: 'linkedin',
  FACEBOOK_URL: 'facebook',
  X_URL: 'x',
  INSTAGRAM_URL: 'instagram',
  YOUTUBE_URL: 'youtube',
  JOB_VALIDITY_DAYS: 'job_validity_days',
} as const satisfies Record<string, keyof SettingsUpdate>;

type EnvName = keyof typeof SETTINGS_ENV;

/** The given variables as a settings update, or the problems, each naming its variable. */
export function initialSettingsFrom(
  env: Record<string, string | undefined>,
): { ok: true; value: SettingsUpdate } | { ok: false; problems: string[] } {
  const input: Record<string, string> = {};
  for (const [name, field] of Object.entries(SETTINGS_ENV)) {
    const v = env[name]?.trim();
    if (v) input[field] = v;
  }
  const parsed = settingsUpdateSchema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const nameOf = (field: PropertyKey) =>
    (Object.keys(SETTINGS_ENV) as EnvName[]).find((n) => SETTINGS_ENV[n] === field) ?? String(field);
  return {
    ok: false,
    problems: parsed.error.issues.map((i) => `  ${nameOf(i.path[0] ?? '')}: ${i.message}`),
  };
}
