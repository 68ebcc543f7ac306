import type { PricingPlanText } from '@portal/contract/pages';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The public content pages staff have edited. A page without a row shows its shipped text
 * (`@portal/contract/page-defaults`), so a new page in the code needs no migration.
 */
export const sitePages = pgTable('site_pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  intro: text('intro').notNull(),
  metaDescription: text('meta_description').notNull(),
  /** Sanitised HTML. */
  bodyHtml: text('body_html').notNull(),
  /** The pricing page's plan cards (display text); null elsewhere. */
  plans: jsonb('plans').$type<PricingPlanText[] | null>(),
  /** The Arabic version (issue 31); null where the page has none, and it then shows the English. */
  titleAr: text('title_ar'),
  introAr: text('intro_ar'),
  metaDescriptionAr: text('meta_description_ar'),
  /** Sanitised HTML. */
  bodyHtmlAr: text('body_html_ar'),
  /** The pricing page's plan cards in Arabic (migration 0054); null where it has none. */
  plansAr: jsonb('plans_ar').$type<PricingPlanText[] | null>(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The text a revision holds: what the page said before the save and after it. Revisions saved before
 * pages had an Arabic version lack the `_ar` fields, and those saved before the plan cards had one
 * lack `plans_ar` (read as null).
 */
export type PageText = {
  title: string;
  intro: string;
  meta_description: string;
  body_html: string;
  plans: PricingPlanText[] | null;
  title_ar: string | null;
  intro_ar: string | null;
  meta_description_ar: string | null;
  body_html_ar: string | null;
  plans_ar: PricingPlanText[] | null;
};

/** Every save of a page, restores included: who, when, the text before and after. */
export const sitePageRevisions = pgTable(
  'site_page_revisions',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    before: jsonb('before').$type<PageText>().notNull(),
    after: jsonb('after').$type<PageText>().notNull(),
    changed: text('changed').array().notNull(),
    restoredFrom: integer('restored_from'),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('site_page_revisions_slug_idx').on(t.slug, t.id)],
);
