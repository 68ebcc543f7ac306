import { z } from 'zod';
import { webUrlField } from './company-profile';
import { envelope, listEnvelope, listEnvelopeWith, pageQuerySchema } from './envelope';

/** Logistics news (spec section 7, settings/logistics-news): staff write, everyone reads. */
export const NEWS_STATUSES = ['draft', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];
export const NEWS_STATUS_LABEL: Record<NewsStatus, string> = { draft: 'Draft', published: 'Published' };

export const NEWS_MAX_TAGS = 8;
const tagField = z
  .string()
  .trim()
  .min(2, 'A tag must have at least 2 characters')
  .max(30, 'A tag must be at most 30 characters')
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} &/-]*$/u, 'Use letters, digits, spaces, & / and -');

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable()).optional();

/** An Arabic summary or body is published under an Arabic title. */
export const NEWS_ARABIC_TITLE_NEEDED = 'Give the Arabic title to go with the Arabic text';

/** POST settings/logistics-news and PATCH settings/logistics-news/{id} (staff). */
export const newsInputSchema = z.strictObject({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(5, 'Title must have at least 5 characters')
    .max(160, 'Title must be at most 160 characters'),
  summary: z
    .string({ error: 'Summary is required' })
    .trim()
    .min(20, 'Summary must have at least 20 characters')
    .max(300, 'Summary must be at most 300 characters'),
  /** Rich text; the server sanitises it (scripts, styles and event attributes are dropped). */
  body: z
    .string({ error: 'Body is required' })
    .min(1, 'Body is required')
    .max(50_000, 'Body must be at most 50,000 characters'),
  /**
   * The Arabic title, summary and body beside the English ones, all optional ('' clears one). An
   * Arabic summary or body needs an Arabic title (the server checks it against the stored article).
   */
  title_ar: optional(
    z
      .string()
      .trim()
      .min(5, 'The Arabic title must have at least 5 characters')
      .max(160, 'The Arabic title must be at most 160 characters'),
  ),
  summary_ar: optional(
    z
      .string()
      .trim()
      .min(20, 'The Arabic summary must have at least 20 characters')
      .max(300, 'The Arabic summary must be at most 300 characters'),
  ),
  body_ar: optional(z.string().max(50_000, 'The Arabic body must be at most 50,000 characters')),
  source_url: optional(webUrlField),
  tags: z
    .array(tagField, { error: 'Tags must be a list' })
    .max(NEWS_MAX_TAGS, `At most ${NEWS_MAX_TAGS} tags`)
    .default([]),
  status: z.enum(NEWS_STATUSES, { error: 'Choose draft or published' }).default('draft'),
  /** When it goes public; empty means "now" on publishing. A future date holds it back until then. */
  published_at: optional(z.iso.datetime({ offset: true, error: 'Enter a date and time' })),
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
  status: z.enum(NEWS_STATUSES, { error: 'Unknown status' }).optional(),
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
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Unknown article'),
});
export const newsArticleEnvelope = envelope(newsArticleSchema);
export const newsManageEnvelope = envelope(newsManageSchema);
