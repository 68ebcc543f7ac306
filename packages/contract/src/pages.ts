import { z } from 'zod';
import { envelope, listEnvelope, pageQuerySchema } from './envelope';
import { m } from './i18n/index';
import { CONTENT_PAGES, type ContentSlug } from './site-pages';

/**
 * Editable pages (issue 14): the public content pages' texts, which staff with `pages.manage` edit
 * from the admin area. A page nobody has edited shows its shipped text (`page-defaults.ts`).
 */
export const PAGE_SLUGS = CONTENT_PAGES.map((p) => p.slug) as [ContentSlug, ...ContentSlug[]];
/** The one page that carries plans (the pricing page); other pages refuse them. */
export const PLANS_PAGE: ContentSlug = 'pricing';

export const PAGE_LIMITS = {
  title: 120,
  intro: 600,
  metaDescription: 300,
  body: 50_000,
  plans: 6,
  planFeatures: 12,
} as const;

const text = (label: string, max: number) =>
  z
    .string({ error: m('fields.required', { label }) })
    .trim()
    .max(max, m('pages.must_at_most_characters', { label, value: max.toLocaleString('en') }));

/**
 * A plan card of the pricing page: display text only. What a plan allows (jobs, CV views, users)
 * is the plans module's and is not repeated here.
 */
export const pricingPlanSchema = z.strictObject({
  name: text('Plan name', 40).min(1, m('pages.plan_name_required')),
  price: text('Price', 60),
  audience: text('Who it is for', 120),
  features: z
    .array(text('A feature', 160).min(1, m('pages.feature_cannot_empty')), {
      error: m('pages.features_must_list'),
    })
    .min(1, m('pages.list_at_least_one_feature'))
    .max(
      PAGE_LIMITS.planFeatures,
      m('pages.at_most_features_plan', { planFeatures: PAGE_LIMITS.planFeatures }),
    ),
  highlighted: z.boolean({ error: m('pages.highlighted_must_true_or_false') }).default(false),
});
export type PricingPlanText = z.infer<typeof pricingPlanSchema>;

/** The pricing page's plan cards, in either language: the same rules for both. */
const plansSchema = z
  .array(pricingPlanSchema, { error: m('pages.plans_must_list') })
  .min(1, m('pages.keep_at_least_one_plan'))
  .max(PAGE_LIMITS.plans, m('pages.at_most_plans', { plans: PAGE_LIMITS.plans }));

/** '' clears an optional Arabic field (null). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable()).optional();

/** Arabic text on a page needs the Arabic title it is shown under. */
export const PAGE_ARABIC_TITLE_NEEDED = m('pages.arabic_title_needed');

/** PATCH settings/pages/{slug} (staff): any of the fields; the body is rich text, sanitised on the server. */
export const pageUpdateSchema = z
  .strictObject({
    title: text('Title', PAGE_LIMITS.title).min(3, m('pages.title_must_have_at_least')),
    intro: text('Introduction', PAGE_LIMITS.intro),
    meta_description: text('Meta description', PAGE_LIMITS.metaDescription).min(
      20,
      m('pages.meta_description_must_have_at'),
    ),
    body: z
      .string({ error: m('pages.body_must_text') })
      .max(
        PAGE_LIMITS.body,
        m('pages.body_must_at_most_characters', { value: PAGE_LIMITS.body.toLocaleString('en') }),
      ),
    plans: plansSchema,
    /**
     * The Arabic version beside the English one (issue 31), every field optional; '' or null clears
     * one. Arabic text needs an Arabic title (the server checks it against the stored page too).
     */
    title_ar: optional(
      z
        .string({ error: m('pages.arabic_must_text') })
        .trim()
        .min(3, m('pages.arabic_title_min'))
        .max(PAGE_LIMITS.title, m('pages.arabic_title_max', { max: PAGE_LIMITS.title })),
    ),
    intro_ar: optional(
      z
        .string({ error: m('pages.arabic_must_text') })
        .trim()
        .max(PAGE_LIMITS.intro, m('pages.arabic_intro_max', { max: PAGE_LIMITS.intro })),
    ),
    meta_description_ar: optional(
      z
        .string({ error: m('pages.arabic_must_text') })
        .trim()
        .min(20, m('pages.arabic_meta_min'))
        .max(PAGE_LIMITS.metaDescription, m('pages.arabic_meta_max', { max: PAGE_LIMITS.metaDescription })),
    ),
    body_ar: optional(
      z
        .string({ error: m('pages.arabic_must_text') })
        .max(PAGE_LIMITS.body, m('pages.arabic_body_max', { value: PAGE_LIMITS.body.toLocaleString('en') })),
    ),
    /** The pricing page's plan cards in Arabic; null clears them (the Arabic page then shows the English). */
    plans_ar: plansSchema.nullable(),
  })
  .partial()
  .superRefine((v, ctx) => {
    // Clearing the Arabic title while giving Arabic text; a PATCH of the text alone is checked by
    // the server against the stored title.
    if ((v.intro_ar || v.meta_description_ar || v.body_ar || v.plans_ar) && v.title_ar === null)
      ctx.addIssue({ code: 'custom', path: ['title_ar'], message: PAGE_ARABIC_TITLE_NEEDED });
  });
export type PageUpdate = z.input<typeof pageUpdateSchema>;

/** A page's Arabic version: null where it has none (the page then shows the English). */
export const pageArabicSchema = z.object({
  title_ar: z.string().nullable(),
  intro_ar: z.string().nullable(),
  meta_description_ar: z.string().nullable(),
  /** Sanitised HTML. */
  body_html_ar: z.string().nullable(),
  /** The pricing page's plan cards in Arabic; null on every other page and where they have none. */
  plans_ar: z.array(pricingPlanSchema).nullable(),
});
export type PageArabic = z.infer<typeof pageArabicSchema>;
export const NO_ARABIC: PageArabic = {
  title_ar: null,
  intro_ar: null,
  meta_description_ar: null,
  body_html_ar: null,
  plans_ar: null,
};

/** What a page says in English (the shipped texts are this). */
export const pageEnglishSchema = z.object({
  title: z.string(),
  intro: z.string(),
  meta_description: z.string(),
  /** Sanitised HTML. */
  body_html: z.string(),
  /** The pricing page's plans; null on every other page. */
  plans: z.array(pricingPlanSchema).nullable(),
});
export type PageEnglish = z.infer<typeof pageEnglishSchema>;
/** What a page says in both languages: the text of one revision. */
export const pageContentSchema = pageEnglishSchema.extend(pageArabicSchema.shape);
export type PageContent = z.infer<typeof pageContentSchema>;

/** Any short slug; one that names no page is a 404 (the server answers "Page not found."). */
export const pageSlugParam = z.object({ slug: z.string().max(80, m('pages.unknown_page')) });
export const isPageSlug = (slug: string): slug is ContentSlug => (PAGE_SLUGS as string[]).includes(slug);
export const pageRevisionParam = pageSlugParam.extend({
  id: z.coerce.number().int().positive(m('candidate-create.invalid_id')),
});

/** GET settings/pages/{slug} (anyone). */
export const pageSchema = pageContentSchema.extend({
  slug: z.enum(PAGE_SLUGS),
  path: z.string(),
  /** null while the page shows its shipped text. */
  updated_at: z.string().nullable(),
});
export type Page = z.infer<typeof pageSchema>;
export const pageEnvelope = envelope(pageSchema);

/** A page as staff see it: who last changed it and how many revisions it has. */
export const pageManageSchema = pageSchema.extend({
  updated_by: z.string().nullable(),
  revisions: z.number().int(),
  is_default: z.boolean(),
});
export type PageManage = z.infer<typeof pageManageSchema>;
export const pageManageEnvelope = envelope(pageManageSchema);
/** GET settings/pages (staff): every page, in the site's order. */
export const pageManageListSchema = z.object({ data: z.array(pageManageSchema) });
export type PageManageList = z.infer<typeof pageManageListSchema>;

/** One saved revision: who saved it, when, and the text before and after. */
export const pageRevisionSummarySchema = z.object({
  id: z.number().int(),
  slug: z.enum(PAGE_SLUGS),
  author: z.string().nullable(),
  created_at: z.string(),
  /** The revision this one brought back, when it was a restore. */
  restored_from: z.number().int().nullable(),
  /** Which fields changed. */
  changed: z.array(z.string()),
  title: z.string(),
});
export type PageRevisionSummary = z.infer<typeof pageRevisionSummarySchema>;
export const pageRevisionSchema = pageRevisionSummarySchema.extend({
  before: pageContentSchema,
  after: pageContentSchema,
});
export type PageRevision = z.infer<typeof pageRevisionSchema>;
export const pageRevisionEnvelope = envelope(pageRevisionSchema);
export const pageHistoryQuerySchema = pageQuerySchema;
export type PageHistoryQuery = z.infer<typeof pageHistoryQuerySchema>;
export const pageHistorySchema = listEnvelope(pageRevisionSummarySchema);
export type PageHistory = z.infer<typeof pageHistorySchema>;
