import { z } from 'zod';
import { m } from './i18n/index';

/*
 * Consent records (issue 29 item 5): what a candidate agreed to, when, how, and the version of the
 * text they saw. Each change is a new record; the latest record of a kind is the candidate's choice.
 */

export const CONSENT_KINDS = ['terms', 'privacy', 'cv_database', 'marketing'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** How the consent was given or withdrawn. */
export const CONSENT_SOURCES = ['sign_up', 'claim', 'account', 'profile', 'mail_preferences'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** The version of each text in force; a new wording gets a new version. */
export const CONSENT_VERSIONS: Record<ConsentKind, string> = {
  terms: '2026-01',
  privacy: '2026-01',
  cv_database: '2026-01',
  marketing: '2026-01',
};

export const CONSENT_LABEL: Record<ConsentKind, { title: string; description: string }> = {
  terms: {
    title: 'Terms of use',
    description: 'The rules of using Logistics Jobs. To withdraw, delete your account.',
  },
  privacy: {
    title: 'Privacy notice',
    description: 'How we keep and use your data. To withdraw, delete your account.',
  },
  cv_database: {
    title: 'CV database visibility',
    description: 'Employers and recruiters may find your profile and CV in the CV database.',
  },
  marketing: {
    title: 'Marketing mails',
    description: "Monday's new logistics jobs and news, sent to your account's address.",
  },
};

export const CONSENT_SOURCE_LABEL: Record<ConsentSource, string> = {
  sign_up: 'Sign-up form',
  claim: 'Claim link',
  account: 'Account section',
  profile: 'Profile',
  mail_preferences: 'Mail preferences',
};

/** Kinds the candidate can withdraw and give again here; the others go with the account. */
export const WITHDRAWABLE_CONSENTS: readonly ConsentKind[] = ['cv_database', 'marketing'];
export const CONSENT_NEEDS_DELETION = m('consents.terms_and_privacy_notice_hold');

export const consentRecordSchema = z.object({
  kind: z.enum(CONSENT_KINDS),
  granted: z.boolean(),
  source: z.enum(CONSENT_SOURCES),
  version: z.string(),
  at: z.string(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** GET candidate/consents: each kind's current state (null: never recorded) and every record, newest first. */
export const consentsSchema = z.object({
  current: z.array(
    z.object({
      kind: z.enum(CONSENT_KINDS),
      granted: z.boolean(),
      /** The latest record of the kind, or null when none was ever made. */
      record: consentRecordSchema.nullable(),
      withdrawable: z.boolean(),
    }),
  ),
  history: z.array(consentRecordSchema),
});
export type Consents = z.infer<typeof consentsSchema>;

export const consentKindParam = z.strictObject({
  kind: z.enum(CONSENT_KINDS, { error: m('consents.choose_one', { value: CONSENT_KINDS.join(', ') }) }),
});

/** PUT candidate/consents/:kind: give (true) or withdraw (false). */
export const consentChangeSchema = z.strictObject({
  granted: z.boolean({ error: m('consents.say_whether_you_give_true') }),
});
export type ConsentChange = z.infer<typeof consentChangeSchema>;

/** Months a candidate may be inactive before the retention job mails them (then anonymises 30 days later). */
export const RETENTION_MONTHS = { min: 6, max: 120, default: 24 } as const;
/** Days between the retention mail and the anonymisation, unless the candidate signs in. */
export const RETENTION_GRACE_DAYS = 30;
/** Days a recruiter-added candidate has to confirm (claim) before the record and its files are erased. */
export const CONFIRM_DAYS = 30;
