import { z } from 'zod';
import { certificationSchema, educationSchema, employmentSchema } from './candidate-profile';
import { m } from './i18n/index';

/*
 * The client CV (issue 11): a candidate as a consultancy presents them to its client, on the
 * consultancy's branding, printable to A4, and shareable by a link with a token that expires and
 * can be revoked. Contact details are left out unless the recruiter chooses to show them.
 */

/** Days a shared link lives unless the recruiter picks otherwise. */
export const CLIENT_CV_DEFAULT_DAYS = 7;
export const CLIENT_CV_MAX_DAYS = 30;
export const CLIENT_CV_NOTES_MAX = 2000;

export const clientCvSchema = z.object({
  candidate_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  headline: z.string().nullable(),
  summary: z.string().nullable(),
  /** "Dubai, United Arab Emirates". */
  location: z.string().nullable(),
  nationality: z.string().nullable(),
  visa_status: z.string().nullable(),
  notice_period: z.string().nullable(),
  total_experience_years: z.number().int().nullable(),
  skills: z.array(z.string()),
  employments: z.array(employmentSchema.omit({ id: true, designation: true })),
  educations: z.array(educationSchema.omit({ id: true })),
  certifications: z.array(certificationSchema.omit({ id: true, certification: true, credential_id: true })),
  /** Null unless the recruiter shows it (a recruiter's own preview always carries it). */
  contact: z.object({ email: z.string(), phone: z.string().nullable() }).nullable(),
  /** The recruiter's notes for the client (a shared link's; null in the preview). */
  notes: z.string().nullable(),
  /** Whose CV presentation it is: the organisation's name and logo (null: the portal's own). */
  presented_by: z.object({ name: z.string(), logo_url: z.string().nullable() }),
  /** A shared link's end; null in the recruiter's preview. */
  expires_at: z.string().nullable(),
});
export type ClientCv = z.infer<typeof clientCvSchema>;

/** POST client-cv/{candidate}/shares. */
export const clientCvShareInputSchema = z.strictObject({
  notes: z
    .string()
    .trim()
    .max(CLIENT_CV_NOTES_MAX, m('client-cv.notes_for_client_at_most', { CLIENT_CV_NOTES_MAX }))
    .nullish()
    .transform((v) => v || null),
  show_contact: z.boolean({ error: m('client-cv.show_contact_details_true_or') }).default(false),
  expires_in_days: z
    .number({ error: m('client-cv.link_valid_for_number_days') })
    .int(m('client-cv.link_valid_for_whole_days'))
    .min(1, m('client-cv.link_valid_for_at_least'))
    .max(CLIENT_CV_MAX_DAYS, m('client-cv.link_valid_for_at_most', { CLIENT_CV_MAX_DAYS }))
    .default(CLIENT_CV_DEFAULT_DAYS),
});
export type ClientCvShareInput = z.input<typeof clientCvShareInputSchema>;

export const CLIENT_CV_SHARE_STATUSES = ['active', 'expired', 'revoked'] as const;

/** A shared link as its organisation lists it (never the token, which only the creation returns). */
export const clientCvShareSchema = z.object({
  id: z.number().int(),
  notes: z.string().nullable(),
  show_contact: z.boolean(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  status: z.enum(CLIENT_CV_SHARE_STATUSES),
  opened_count: z.number().int(),
  last_opened_at: z.string().nullable(),
});
export type ClientCvShare = z.infer<typeof clientCvShareSchema>;

/** The creation's answer: the link's token, shown once. */
export const createdClientCvShareSchema = clientCvShareSchema.extend({ token: z.string() });
export type CreatedClientCvShare = z.infer<typeof createdClientCvShareSchema>;

/** GET client-cv/shared?token= (no sign-in). */
export const clientCvTokenQuerySchema = z.strictObject({
  token: z
    .string({ error: m('candidate-create.link_has_no_token') })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, m('client-cv.link_not_valid_ask_recruiter')),
});
