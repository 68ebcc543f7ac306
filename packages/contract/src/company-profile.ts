import { z } from 'zod';
import { emailField, nameField, phoneField } from './fields';
import { m } from './i18n/index';
import { employerCardSchema, employerListQuerySchema } from './jobs';
import { masterRefSchema } from './master-data';
import { clientStatusSchema, clientTypeSchema } from './roles';

/** An organisation's public and private profile (employers and consultancies), spec section 3. */

export const COMPANY_SIZES = [
  '1-10',
  '11-50',
  '51-200',
  '201-500',
  '501-1000',
  '1001-5000',
  '5000+',
] as const;
export const companySizeSchema = z.enum(COMPANY_SIZES, {
  error: m('company-profile.choose_company_size_from_list'),
});
export type CompanySize = z.infer<typeof companySizeSchema>;

export const SOCIAL_NETWORKS = ['linkedin', 'facebook', 'x', 'instagram'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SOCIAL_LABEL: Record<SocialNetwork, string> = {
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  x: 'X',
  instagram: 'Instagram',
};
/** The hosts each network's profile URL may be on. */
const SOCIAL_HOSTS: Record<SocialNetwork, string[]> = {
  linkedin: ['linkedin.com'],
  facebook: ['facebook.com', 'fb.com'],
  x: ['x.com', 'twitter.com'],
  instagram: ['instagram.com'],
};

/** http(s), a dotted host name (no user:password@), optional port, then any path without spaces. */
const WEB_URL =
  /^https?:\/\/([a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+)(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;

const hostOf = (url: string) => WEB_URL.exec(url)?.[1]?.toLowerCase() ?? '';

/** A web address: http(s) only, no credentials, at most 300 characters. Empty text clears it. */
export const webUrlField = z
  .string()
  .trim()
  .max(300, m('company-profile.address_must_at_most_300'))
  .regex(WEB_URL, m('company-profile.enter_full_address_starting_with'));

const optionalUrl = z.preprocess((v) => (v === '' ? null : v), webUrlField.nullable()).optional();

const socialField = (network: SocialNetwork) =>
  z
    .preprocess(
      (v) => (v === '' ? null : v),
      webUrlField
        .refine(
          (v) => {
            const host = hostOf(v);
            return SOCIAL_HOSTS[network].some((h) => host === h || host.endsWith(`.${h}`));
          },
          m('company-profile.enter_address', {
            SOCIAL_LABEL: SOCIAL_LABEL[network],
            value: SOCIAL_HOSTS[network][0],
          }),
        )
        .nullable(),
    )
    .optional();

const thisYear = () => new Date().getUTCFullYear();

/** PATCH employers/update: any of the profile's own fields; null clears one. */
export const companyProfileUpdateSchema = z.strictObject({
  /** Rich text; the server sanitises it (scripts, styles and event attributes are dropped). */
  about: z.string().max(20_000, m('company-profile.about_must_at_most_20')).nullable().optional(),
  industry_id: z.coerce.number().int().positive(m('company-profile.choose_industry')).nullable().optional(),
  company_size: companySizeSchema.nullable().optional(),
  founded_year: z.coerce
    .number({ error: m('company-profile.enter_year') })
    .int(m('company-profile.enter_year'))
    .min(1800, m('company-profile.enter_year_from_1800'))
    .refine((y) => y <= thisYear(), m('company-profile.year_cannot_in_future'))
    .nullable()
    .optional(),
  website: optionalUrl,
  /** Seen by the organisation and the operator's staff only, never on public pages. */
  trade_licence: z
    .preprocess(
      (v) => (v === '' ? null : v),
      z
        .string()
        .trim()
        .max(40, m('company-profile.trade_licence_number_must_at'))
        .regex(/^[A-Za-z0-9][A-Za-z0-9 /-]*$/, m('company-profile.use_letters_digits_spaces_and'))
        .nullable(),
    )
    .optional(),
});
export type CompanyProfileUpdate = z.infer<typeof companyProfileUpdateSchema>;

/** PUT employers/social: the four links; null or empty clears one. */
export const companySocialSchema = z.strictObject({
  linkedin: socialField('linkedin'),
  facebook: socialField('facebook'),
  x: socialField('x'),
  instagram: socialField('instagram'),
});
export type CompanySocialInput = z.infer<typeof companySocialSchema>;
export const companySocialOutSchema = z.object({
  linkedin: z.string().nullable(),
  facebook: z.string().nullable(),
  x: z.string().nullable(),
  instagram: z.string().nullable(),
});
export type CompanySocial = z.infer<typeof companySocialOutSchema>;

/** POST employers/contacts, PATCH employers/contacts/{id}: a person to contact. */
export const companyContactInputSchema = z.strictObject({
  name: nameField('Name'),
  role: z
    .string()
    .trim()
    .min(1, m('company-profile.role_required'))
    .max(80, m('company-profile.role_must_at_most_80')),
  email: emailField,
  phone: z.preprocess((v) => (v === '' ? null : v), phoneField.nullable()).optional(),
  /** Shown on the public company page when true. */
  is_public: z.boolean().default(false),
});
export type CompanyContactInput = z.input<typeof companyContactInputSchema>;
export const companyContactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  is_public: z.boolean(),
});
export type CompanyContact = z.infer<typeof companyContactSchema>;
/** What the public page shows of a public contact. */
export const publicContactSchema = companyContactSchema.omit({ is_public: true });

/** POST employers/branches, PATCH employers/branches/{id}: an office. */
export const companyBranchInputSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, m('company-profile.branch_name_required'))
    .max(100, m('company-profile.branch_name_must_at_most')),
  /** An emirate or state (master list `states`). */
  state_id: z.coerce
    .number({ error: m('company-profile.choose_emirate_or_state') })
    .int()
    .positive(m('company-profile.choose_emirate_or_state')),
  /** A city of that state (master list `cities`), optional. */
  city_id: z.coerce.number().int().positive(m('company-profile.choose_city')).nullable().optional(),
  address: z
    .string()
    .trim()
    .min(1, m('company-profile.address_required'))
    .max(300, m('company-profile.address_must_at_most_300_2')),
  phone: z.preprocess((v) => (v === '' ? null : v), phoneField.nullable()).optional(),
  is_head_office: z.boolean().default(false),
});
export type CompanyBranchInput = z.input<typeof companyBranchInputSchema>;
const ref = masterRefSchema;
export const companyBranchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  state: ref,
  city: ref.nullable(),
  country: ref.nullable(),
  address: z.string(),
  phone: z.string().nullable(),
  is_head_office: z.boolean(),
});
export type CompanyBranch = z.infer<typeof companyBranchSchema>;

/** PATCH employers/user-detail: the signed-in user's own details. */
export const userDetailUpdateSchema = z.strictObject({
  first_name: nameField('First name').optional(),
  last_name: nameField('Last name').optional(),
  phone: z.preprocess((v) => (v === '' ? null : v), phoneField.nullable()).optional(),
});
export type UserDetailUpdate = z.infer<typeof userDetailUpdateSchema>;
export const userDetailSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  role: z.string(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

export const COMPLETENESS_PARTS = [
  'logo',
  'cover',
  'about',
  'industry',
  'company_size',
  'founded_year',
  'website',
  'contacts',
  'branches',
  'social',
] as const;
export type CompletenessPart = (typeof COMPLETENESS_PARTS)[number];
export const COMPLETENESS_LABEL: Record<CompletenessPart, string> = {
  logo: 'Upload a logo',
  cover: 'Upload a cover image',
  about: 'Write about your company',
  industry: 'Choose your industry',
  company_size: 'Give your company size',
  founded_year: 'Say when you were founded',
  website: 'Add your website',
  contacts: 'Add a contact person',
  branches: 'Add an office',
  social: 'Link a social profile',
};

/** GET employers/profile: the caller's organisation's whole profile. */
export const companyProfileSchema = z.object({
  client_id: z.number().int(),
  name: z.string(),
  type: clientTypeSchema,
  status: clientStatusSchema,
  logo: z.string().nullable(),
  cover: z.string().nullable(),
  about: z.string().nullable(),
  industry: ref.nullable(),
  company_size: companySizeSchema.nullable(),
  founded_year: z.number().int().nullable(),
  website: z.string().nullable(),
  trade_licence: z.string().nullable(),
  social: companySocialOutSchema,
  contacts: z.array(companyContactSchema),
  branches: z.array(companyBranchSchema),
  completeness: z.object({ percent: z.number().int(), missing: z.array(z.enum(COMPLETENESS_PARTS)) }),
  updated_at: z.string().nullable(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/** Staff read another organisation's profile with ?client_id=. */
export const companyProfileQuerySchema = z.strictObject({
  client_id: z.coerce.number().int().positive(m('company-profile.invalid_organisation')).optional(),
});

/** The public company page (unauth/employer-job/{id}): never the trade licence or private contacts. */
export const publicCompanySchema = employerCardSchema.extend({
  about: z.string().nullable(),
  website: z.string().nullable(),
  cover: z.string().nullable(),
  industry: ref.nullable(),
  company_size: companySizeSchema.nullable(),
  founded_year: z.number().int().nullable(),
  social: companySocialOutSchema,
  branches: z.array(companyBranchSchema),
  contacts: z.array(publicContactSchema),
});
export type PublicCompany = z.infer<typeof publicCompanySchema>;

/** GET employers/directory: by name and by industry. */
export const companyListQuerySchema = employerListQuerySchema.extend({
  industry: z.coerce.number().int().positive(m('company-profile.unknown_industry')).optional(),
});
export type CompanyListQuery = z.infer<typeof companyListQuerySchema>;

/** The public list's card: the employer card with its industry. */
export const publicCompanyCardSchema = employerCardSchema.extend({ industry: ref.nullable() });
export type PublicCompanyCard = z.infer<typeof publicCompanyCardSchema>;

/** POST employers/logo, employers/cover (multipart `file`) answer with the new public URL. */
export const companyImageSchema = z.object({ url: z.string() });
