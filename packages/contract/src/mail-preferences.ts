import { z } from 'zod';
import { m } from './i18n/index';

/**
 * The candidate's choice of non-essential mail (GET/PATCH candidate/mail-preferences). Essential
 * mail (sign-up, password and security, application receipts) is always sent and only listed.
 */
export const MAIL_CATEGORIES = ['application_status', 'job_alerts', 'weekly_news'] as const;
export type MailCategory = (typeof MAIL_CATEGORIES)[number];

export const MAIL_CATEGORY_LABEL: Record<MailCategory, { title: string; description: string }> = {
  application_status: {
    title: 'Application status updates',
    description: 'When an employer shortlists you, invites you to interview, makes an offer or declines.',
  },
  job_alerts: {
    title: 'Job alerts',
    description: 'The digests of your job alerts. Off pauses them all; each alert keeps its own settings.',
  },
  weekly_news: {
    title: 'Weekly job news',
    description: "Monday's new logistics jobs and news, sent to your account's address.",
  },
};

/** Always sent, whatever the preferences: listed so the candidate knows what to expect. */
export const ESSENTIAL_MAILS = [
  'Welcome and confirming your e-mail address',
  'Password reset codes and password changes',
  'Security notices about your account',
  'The receipt when you apply for a job',
] as const;

const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])], { error: m('mail-preferences.choose_on_or_off') })
  .transform((v) => v === true || v === 'true');

export const mailPreferencesSchema = z.object({
  application_status: z.boolean(),
  job_alerts: z.boolean(),
  /** On when the account's address is a confirmed subscriber of the weekly job news. */
  weekly_news: z.boolean(),
});
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;

/** PATCH: any of the categories; unknown fields are refused, an empty body too. */
export const mailPreferencesPatchSchema = z
  .strictObject({
    application_status: flag.optional(),
    job_alerts: flag.optional(),
    weekly_news: flag.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    error: m('mail-preferences.choose_at_least_one_mail'),
  });
export type MailPreferencesPatch = z.input<typeof mailPreferencesPatchSchema>;

/**
 * POST candidate/mail-preferences/unsubscribe, without signing in: the mail's signed token and its
 * category in the query (the RFC 8058 one-click POST whose body is `List-Unsubscribe=One-Click`) or
 * in the body (the web page).
 */
export const mailUnsubscribeQuerySchema = z.object({
  token: z.string().max(200).optional(),
  category: z.enum(MAIL_CATEGORIES, { error: m('mail-preferences.unknown_kind_mail') }).optional(),
});
export const mailUnsubscribeBodySchema = z
  .strictObject({
    token: z.string().max(200).optional(),
    category: z.enum(MAIL_CATEGORIES, { error: m('mail-preferences.unknown_kind_mail') }).optional(),
    'List-Unsubscribe': z.literal('One-Click').optional(),
  })
  .optional();
export const mailUnsubscribeResultSchema = z.object({ category: z.enum(MAIL_CATEGORIES) });
export type MailUnsubscribeResult = z.infer<typeof mailUnsubscribeResultSchema>;
