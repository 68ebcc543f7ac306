import { z } from 'zod';
import { pageQuerySchema } from './envelope';
import { m } from './i18n/index';
import { CURRENCIES, currencySchema, SALARY_PERIODS } from './jobs';
import { tagsIn } from './recruiter-email';

/**
 * Offers (issue 28 item 5): an organisation's offer-letter templates with merge tags, and the offer
 * made on an application from one of them, rendered to a PDF, mailed with a signed link and answered
 * by the candidate. Tags are written `{{group.name}}` as in recruiter e-mail; only the tags below exist.
 */
export const OFFER_MERGE_TAGS = [
  { tag: 'candidate.name', label: 'Candidate name', source: "The candidate's first and last name" },
  { tag: 'job.title', label: 'Position', source: 'The title of the job applied for' },
  { tag: 'offer.salary', label: 'Salary', source: 'The offered amount with its currency and period' },
  { tag: 'offer.start_date', label: 'Start date', source: 'The agreed first working day' },
  { tag: 'offer.benefits', label: 'Benefits', source: 'The benefits written on the offer' },
  { tag: 'company.name', label: 'Company name', source: "The organisation's name (or the job's client)" },
  { tag: 'offer.expiry_date', label: 'Expiry date', source: 'The last day the offer can be accepted' },
] as const;
export type OfferMergeTag = (typeof OFFER_MERGE_TAGS)[number]['tag'];
export const OFFER_TAG_NAMES: readonly string[] = OFFER_MERGE_TAGS.map((t) => t.tag);

/** The tags of `text` that do not exist for offer letters. */
export const unknownOfferTags = (text: string) => tagsIn(text).filter((t) => !OFFER_TAG_NAMES.includes(t));

/** The offers' calendar: the portal's default time zone, so "today" is the same for everyone. */
export const OFFER_TIME_ZONE = 'Asia/Dubai';
/** Today (or `at`) as YYYY-MM-DD in the offers' time zone; such dates compare as strings. */
export const offerToday = (at = new Date()) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: OFFER_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

const templateName = z
  .string({ error: m('jobs.template_name_required') })
  .trim()
  .min(1, m('jobs.template_name_required'))
  .max(120, m('offers.template_name_must_at_most'));

/** The letter as plain text (paragraphs split by blank lines); unknown tags are refused by name. */
export const offerLetterBody = z
  .string({ error: m('offers.letter_text_required') })
  .trim()
  .min(1, m('offers.letter_text_required'))
  .max(20_000, m('offers.letter_text_must_at_most'))
  .superRefine((value, ctx) => {
    const unknown = unknownOfferTags(value);
    if (unknown.length > 0)
      ctx.addIssue({
        code: 'custom',
        message:
          unknown.length === 1
            ? m('offers.unknown_merge_tag', { value: `{{${unknown[0]}}}` })
            : m('offers.unknown_merge_tags', { value: unknown.map((t) => `{{${t}}}`).join(', ') }),
      });
  });

export const offerTemplateInputSchema = z.object({ name: templateName, body: offerLetterBody });
export type OfferTemplateInput = z.infer<typeof offerTemplateInputSchema>;
export const offerTemplatePatchSchema = offerTemplateInputSchema.partial();

export const offerTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  body: z.string(),
  /** The merge tags the letter uses. */
  tags: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OfferTemplate = z.infer<typeof offerTemplateSchema>;

export const offerTemplateListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
});

const isoDay = (label: string) => z.iso.date(m('candidate-profile.enter_as_yyyy_mm_dd', { label }));
/** A day from today on (in the offers' time zone); checked on the field so it shows with the others. */
const dayFromToday = (label: string, pastMessage: string) =>
  isoDay(label).refine((day) => day >= offerToday(), pastMessage);

/** What the employer fills in to make an offer on an application. */
export const offerInputSchema = z.object({
  template_id: z.coerce
    .number({ error: m('offers.choose_template') })
    .int(m('offers.choose_template'))
    .positive(m('offers.choose_template')),
  salary_amount: z.coerce
    .number({ error: m('offers.enter_salary') })
    .int(m('offers.enter_salary_in_whole_units'))
    .positive(m('offers.salary_must_positive_amount'))
    .max(100_000_000, m('offers.salary_too_large')),
  currency: currencySchema,
  salary_period: z.enum(SALARY_PERIODS, { error: m('jobs.unknown_salary_period') }).default('MONTH'),
  start_date: dayFromToday('the start date', 'The start date cannot be in the past'),
  benefits: z.string().trim().max(2000, m('offers.benefits_must_at_most_2')).default(''),
  expires_on: dayFromToday('the expiry date', 'The expiry date cannot be in the past'),
});
export type OfferInput = z.infer<typeof offerInputSchema>;
export type OfferInputFields = z.input<typeof offerInputSchema>;

export const OFFER_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn', 'expired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
/** What is kept: an offer "expires" when it is still pending after its expiry date (derived, not stored). */
export const STORED_OFFER_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;

export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  pending: 'Awaiting answer',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
};

export const offerSchema = z.object({
  id: z.number().int(),
  application_id: z.number().int(),
  job: z.object({ id: z.number().int(), title: z.string() }),
  candidate_name: z.string(),
  company: z.string(),
  status: z.enum(OFFER_STATUSES),
  salary_amount: z.number().int(),
  currency: z.enum(CURRENCIES),
  salary_period: z.enum(SALARY_PERIODS),
  start_date: z.string(),
  benefits: z.string(),
  expires_on: z.string(),
  /** The letter as sent: the template merged with the offer's values. */
  letter: z.string(),
  created_at: z.string(),
  viewed_at: z.string().nullable(),
  answered_at: z.string().nullable(),
});
export type Offer = z.infer<typeof offerSchema>;

/** The employer's view of an application's offers, with what the job's openings say. */
export const applicationOffersSchema = z.object({
  offers: z.array(offerSchema),
  job: z.object({
    id: z.number().int(),
    status: z.string(),
    openings: z.number().int(),
    hired: z.number().int(),
    /** Every opening has a hire and the job is still open: the employer is asked whether to close it. */
    filled: z.boolean(),
  }),
});
export type ApplicationOffers = z.infer<typeof applicationOffersSchema>;

export const OFFER_ANSWERS = ['accept', 'decline'] as const;
export const offerAnswerSchema = z.object({
  answer: z.enum(OFFER_ANSWERS, { error: m('offers.answer_accept_or_decline') }),
});
export type OfferAnswer = z.infer<typeof offerAnswerSchema>;

const linkToken = z
  .string({ error: m('candidate-create.link_not_valid') })
  .trim()
  .min(1, m('candidate-create.link_not_valid'))
  .max(200, m('candidate-create.link_not_valid'));
export const offerLinkQuerySchema = z.object({ token: linkToken });
export const offerLinkAnswerSchema = offerAnswerSchema.extend({ token: linkToken });
