import { NEWS_STATUSES } from '@portal/contract/news';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Logistics news articles: staff write them; published ones are public once their date has come. */
export const newsArticles = pgTable(
  'news_articles',
  {
    id: serial('id').primaryKey(),
    /** From the title, unique; the public URL /unauth/logistics-news/{slug}. */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Sanitised HTML. */
    bodyHtml: text('body_html').notNull(),
    /** The Arabic title, summary and body beside the English ones; null when the article has none. */
    titleAr: text('title_ar'),
    summaryAr: text('summary_ar'),
    bodyHtmlAr: text('body_html_ar'),
    imageKey: text('image_key'),
    imageSize: integer('image_size'),
    sourceUrl: text('source_url'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: NEWS_STATUSES }).notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('news_articles_slug_key').on(t.slug),
    uniqueIndex('news_articles_image_key').on(t.imageKey),
    index('news_articles_status_published_idx').on(t.status, t.publishedAt),
  ],
);
