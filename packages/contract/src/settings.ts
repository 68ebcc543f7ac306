import { z } from 'zod';
import { RETENTION_MONTHS } from './consents';
import { emailField, phoneField } from './fields';
import { DIGIT_SYSTEMS } from './locale';
import { PORTAL_SOCIAL_LABEL, PORTAL_SOCIAL_NETWORKS, type PortalSocialNetwork } from './settings-values';

export {
  DEFAULT_THEME_COLOR,
  PORTAL_SOCIAL_LABEL,
  PORTAL_SOCIAL_NETWORKS,
  type PortalSocialNetwork,
} from './settings-values';

import { m } from './i18n/index';

/** How long a published job stays open when its poster gives no closing date, in days. */
export const JOB_VALIDITY_DAYS = { min: 7, max: 180, default: 30 } as const;

/** The hosts each network's page may be on (the portal's own pages, not a person's). */
const SOCIAL_HOSTS: Record<PortalSocialNetwork, string[]> = {
  linkedin: ['linkedin.com'],
  facebook: ['facebook.com', 'fb.com'],
  x: ['x.com', 'twitter.com'],
  instagram: ['instagram.com'],
  youtube: ['youtube.com', 'youtu.be'],
};

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** Public settings the client reads at start; they override the client store's theme. */
export const publicSettingsSchema = z.object({
  site_name: z.string(),
  theme: z.object({ color: z.string().regex(HEX_COLOR), logo: z.string().nullable() }),
  contact: z.object({ email: z.string(), whatsapp: z.string() }),
  /** Each network's page, or '' when the portal has none there. */
  social: z.object(
    Object.fromEntries(PORTAL_SOCIAL_NETWORKS.map((n) => [n, z.string()])) as Record<
      PortalSocialNetwork,
      z.ZodString
    >,
  ),
  job_validity_days: z.number().int(),
  /** Months without signing in after which a candidate is mailed, then anonymised (issue 29). */
  candidate_retention_months: z.number().int(),
  /** How Arabic pages write digits: Western 0-9 ('latn', the default) or Arabic-Indic ('arab'). */
  arabic_digits: z.enum(DIGIT_SYSTEMS),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

/** The settings screen's view: flat, one field per control, named as the update's fields. */
export const adminSettingsSchema = z.object({
  site_name: z.string(),
  theme_color: z.string(),
  logo_url: z.string().nullable(),
  contact_email: z.string(),
  whatsapp: z.string(),
  linkedin: z.string(),
  facebook: z.string(),
  x: z.string(),
  instagram: z.string(),
  youtube: z.string(),
  job_validity_days: z.number().int(),
  /** Months without signing in after which a candidate is mailed, then anonymised (issue 29). */
  candidate_retention_months: z.number().int(),
  arabic_digits: z.enum(DIGIT_SYSTEMS),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

/** https only, a dotted host without credentials, no spaces. */
const HTTPS_URL =
  /^https:\/\/([a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+)(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;

/** A network's page: '' removes it; otherwise an https address on that network's host. */
const socialField = (network: PortalSocialNetwork) =>
  z
    .string()
    .trim()
    .max(300, m('company-profile.address_must_at_most_300'))
    .refine((v) => v === '' || HTTPS_URL.test(v), m('company-profile.enter_full_address_starting_with'))
    .refine(
      (v) => {
        if (v === '' || !HTTPS_URL.test(v)) return true;
        const host = HTTPS_URL.exec(v)?.[1]?.toLowerCase() ?? '';
        return SOCIAL_HOSTS[network].some((h) => host === h || host.endsWith(`.${h}`));
      },
      m('settings.enter_address', {
        PORTAL_SOCIAL_LABEL: PORTAL_SOCIAL_LABEL[network],
        value: SOCIAL_HOSTS[network][0],
      }),
    )
    .optional();

/** PATCH settings/portal: any of the fields; at least one (the server answers 400 to an empty patch). */
export const settingsUpdateSchema = z.strictObject({
  site_name: z
    .string()
    .trim()
    .min(2, m('settings.portal_name_must_at_least'))
    .max(60, m('settings.portal_name_must_at_most'))
    .regex(/^[^<>]*$/, m('settings.portal_name_may_not_contain'))
    .optional(),
  theme_color: z
    .string()
    .trim()
    .regex(HEX_COLOR, m('settings.enter_colour_as_and_six'))
    .transform((v) => v.toUpperCase())
    .optional(),
  contact_email: emailField.optional(),
  // Kept as typed (spaces help people read it); the wa.me link takes the digits.
  whatsapp: z
    .string()
    .trim()
    .refine((v) => phoneField.safeParse(v).success, m('fields.enter_phone_number_such_as'))
    .optional(),
  linkedin: socialField('linkedin'),
  facebook: socialField('facebook'),
  x: socialField('x'),
  instagram: socialField('instagram'),
  youtube: socialField('youtube'),
  job_validity_days: z.coerce
    .number({ error: m('settings.enter_number_days') })
    .int(m('settings.enter_whole_number_days'))
    .min(JOB_VALIDITY_DAYS.min, m('settings.enter_at_least_days', { min: JOB_VALIDITY_DAYS.min }))
    .max(JOB_VALIDITY_DAYS.max, m('settings.enter_at_most_days', { max: JOB_VALIDITY_DAYS.max }))
    .optional(),
  candidate_retention_months: z.coerce
    .number({ error: m('settings.enter_number_months') })
    .int(m('settings.enter_whole_number_months'))
    .min(RETENTION_MONTHS.min, m('settings.enter_at_least_months', { min: RETENTION_MONTHS.min }))
    .max(RETENTION_MONTHS.max, m('settings.enter_at_most_months', { max: RETENTION_MONTHS.max }))
    .optional(),
  arabic_digits: z.enum(DIGIT_SYSTEMS, { error: 'Choose Western (0-9) or Arabic-Indic digits' }).optional(),
});
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;

export const logoUploadedSchema = z.object({ logo_url: z.string() });

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  uptime_s: z.number(),
  database: z.enum(['up', 'down']),
  driver: z.enum(['pglite', 'postgres']),
  /**
   * The in-memory search indexes of the answering process: idle (not in memory; searches read the
   * database), building, ready, or failed since `since` with the error (searches read the database).
   */
  indexes: z.array(
    z.object({
      name: z.string(),
      state: z.enum(['idle', 'building', 'ready', 'failed']),
      since: z.string().nullable(),
      error: z.string().nullable(),
      last_build_ms: z.number().nullable(),
    }),
  ),
});

/**
 * The first-run checklist on the admin dashboard: what still shows the seed's placeholders (or was
 * never looked at), in the order the dashboard lists it. Computed by the server from the stored
 * settings, the saved pages and the mail configuration.
 */
export const SETUP_STEPS = [
  'site_name',
  'logo',
  'contacts',
  'social_links',
  'job_duration',
  'mail_sender',
  'privacy_policy',
  'terms_conditions',
] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];
export const setupChecklistSchema = z.object({
  steps: z.array(z.object({ key: z.enum(SETUP_STEPS), done: z.boolean() })),
});
export type SetupChecklist = z.infer<typeof setupChecklistSchema>;
