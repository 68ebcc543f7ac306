import { z } from 'zod';
import { webUrlField } from './company-profile';
import { envelope, listEnvelope, listEnvelopeWith, pageQuerySchema } from './envelope';
import { m } from './i18n/index';

/** Logistics news (spec section 7, settings/logistics-news): staff write, everyone reads. */
export const NEWS_STATUSES = ['draft', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];
export const NEWS_STATUS_LABEL: Record<NewsStatus, string> = { draft: 'Draft', published: 'Published' };

export const NEWS_MAX_TAGS = 8;
const tagField = z
  .string()
  .trim()
  .min(2, m('news.tag_must_have_at_least'))
  .max(30, m('news.tag_must_at_most_30'))
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} &/-]*$/u, m('news.use_letters_digits_spaces_and'));

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable()).optional();

/** An Arabic summary or body is published under an Arabic title. */
export const NEWS_ARABIC_TITLE_NEEDED = m('news.arabic_title_needed');

/** POST settings/logistics-news and PATCH settings/logistics-news/{id} (staff). */
export const newsInputSchema = z.strictObject({
  title: z
    .string({ error: m('news.title_required') })
    .trim()
    .min(5, m('news.title_must_have_at_least'))
    .max(160, m('news.title_must_at_most_160')),
  summary: z
    .string({ error: m('news.summary_required') })
    .trim()
    .min(20, m('news.summary_must_have_at_least'))
    .max(300, m('news.summary_must_at_most_300')),
  /** Rich text; the server sanitises it (scripts, styles and event attributes are dropped). */
  body: z
    .string({ error: m('news.body_required') })
    .min(1, m('news.body_required'))
    .max(50_000, m('news.body_must_at_most_50')),
  /**
   * The Arabic title, summary and body beside the English ones, all optional ('' clears one). An
   * Arabic summary or body needs an Arabic title (the server checks it against the stored article).
   */
  title_ar: optional(
    z.string().trim().min(5, m('news.arabic_title_min')).max(160, m('news.arabic_title_max')),
  ),
  summary_ar: optional(
    z.string().trim().min(20, m('news.arabic_summary_min')).max(300, m('news.arabic_summary_max')),
  ),
  body_ar: optional(z.string().max(50_000, m('news.arabic_body_max'))),
  source_url: optional(webUrlField),
  tags: z
    .array(tagField, { error: m('news.tags_must_list') })
    .max(NEWS_MAX_TAGS, m('news.at_most_tags', { NEWS_MAX_TAGS }))
    .default([]),
  status: z.enum(NEWS_STATUSES, { error: m('jobs.choose_draft_or_published') }).default('draft'),
  /** When it goes public; empty means "now" on publishing. A future date holds it back until then. */
  published_at: optional(z.iso.datetime({ offset: true, error: m('news.enter_date_and_time') })),
});
export type NewsInput = z.input<typeof newsInputSchema>;
export const newsUpdateSchema = newsInputSchema.partial().strict();

/** A published article as the public pages show it. */
export const newsArticleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body_html: z.string(),
  /** The Arabic texts; null when the article is in English only. */
  title_ar: z.string().nullable(),
  summary_ar: z.string().nullable(),
  body_html_ar: z.string().nullable(),
  image_url: z.string().nullable(),
  source_url: z.string().nullable(),
  tags: z.array(z.string()),
  published_at: z.string(),
  updated_at: z.string(),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;
export const newsCardSchema = newsArticleSchema.omit({ body_html: true, body_html_ar: true });
export type NewsCard = z.infer<typeof newsCardSchema>;

/** An article as staff see it: drafts too, with its status and author. */
export const newsManageSchema = newsArticleSchema.extend({
  status: z.enum(NEWS_STATUSES),
  published_at: z.string().nullable(),
  author: z.string().nullable(),
  created_at: z.string(),
});
export type NewsManage = z.infer<typeof newsManageSchema>;

/** GET settings/logistics-news: published articles, newest first, optionally one tag's. */
export const newsListQuerySchema = pageQuerySchema.extend({
  page_size: z.coerce.number().int().min(1).max(50).default(10),
  tag: z.string().trim().max(30).optional(),
});
export type NewsListQuery = z.infer<typeof newsListQuerySchema>;
export const newsListSchema = listEnvelope(newsCardSchema);
export type NewsList = z.infer<typeof newsListSchema>;

/** GET settings/logistics-news/manage (staff): every article, with counts by status. */
export const newsManageQuerySchema = pageQuerySchema.extend({
  status: z.enum(NEWS_STATUSES, { error: m('applications.unknown_status') }).optional(),
  q: z.string().trim().max(100).optional(),
});
export type NewsManageQuery = z.infer<typeof newsManageQuerySchema>;
export const newsManageListSchema = listEnvelopeWith(newsManageSchema, {
  counts: z.record(z.enum(NEWS_STATUSES), z.number().int()),
});
export type NewsManageList = z.infer<typeof newsManageListSchema>;

export const newsSlugParam = z.object({
  slug: z
    .string()
    .max(200)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, m('news.unknown_article')),
});
export const newsArticleEnvelope = envelope(newsArticleSchema);
export const newsManageEnvelope = envelope(newsManageSchema);
