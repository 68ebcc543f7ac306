import { PAGE_DEFAULTS } from '@portal/contract/page-defaults';
import { PAGE_DEFAULTS_AR } from '@portal/contract/page-defaults-ar';
import {
  isPageSlug,
  NO_ARABIC,
  PAGE_ARABIC_TITLE_NEEDED,
  PAGE_SLUGS,
  type Page,
  type PageManage,
  type PageRevision,
  type PageRevisionSummary,
  PLANS_PAGE,
  type pageUpdateSchema,
} from '@portal/contract/pages';
import { CONTENT_PAGES, type ContentSlug } from '@portal/contract/site-pages';
import type { z } from 'zod';
import type { Db } from '../../core/db/client';
import type { PageText } from '../../core/db/schema/pages';
import { contractText } from '../../core/i18n/zod';
import { AppError } from '../../core/lib/app-error';
import { htmlToText, sanitizeDescription } from '../../core/lib/sanitize';
import { writeAudit } from '../../platform/audit/write';
import { catalogue } from './i18n';
import * as repo from './repository';

type Actor = { id: number; email: string };
type Update = z.infer<typeof pageUpdateSchema>;
const FIELDS = [
  'title',
  'intro',
  'meta_description',
  'body_html',
  'plans',
  'title_ar',
  'intro_ar',
  'meta_description_ar',
  'body_html_ar',
  'plans_ar',
] as const;

const pathOf = (slug: ContentSlug) => CONTENT_PAGES.find((p) => p.slug === slug)?.path ?? `/unauth/${slug}`;

const textOf = (row: Omit<repo.PageRow, 'editor'> | undefined, slug: ContentSlug): PageText =>
  row
    ? {
        title: row.title,
        intro: row.intro,
        meta_description: row.metaDescription,
        body_html: row.bodyHtml,
        plans: row.plans ?? null,
        title_ar: row.titleAr,
        intro_ar: row.introAr,
        meta_description_ar: row.metaDescriptionAr,
        body_html_ar: row.bodyHtmlAr,
        plans_ar: row.plansAr ?? null,
      }
    : { ...PAGE_DEFAULTS[slug], ...PAGE_DEFAULTS_AR[slug] };

/** A revision saved before pages had an Arabic version holds no `_ar` fields: none, then. */
const fullText = (text: Partial<PageText> & Omit<PageText, keyof typeof NO_ARABIC>): PageText => ({
  ...NO_ARABIC,
  ...text,
});

/** The Arabic body sanitised; one with no text left (an emptied editor) is no Arabic body. */
const cleanArabicBody = (body: string | null): string | null => {
  const html = body === null ? '' : sanitizeDescription(body);
  return htmlToText(html) ? html : null;
};

/** Arabic text is shown under an Arabic title: checked on the page as the save leaves it. */
const checkArabicTitle = (text: PageText) => {
  if ((text.intro_ar || text.meta_description_ar || text.body_html_ar || text.plans_ar) && !text.title_ar)
    throw AppError.validation({ title_ar: [contractText(PAGE_ARABIC_TITLE_NEEDED)] });
};

const toPage = (slug: ContentSlug, row: repo.PageRow | undefined): Page => ({
  slug,
  path: pathOf(slug),
  ...textOf(row, slug),
  updated_at: row?.updatedAt.toISOString() ?? null,
});

const toManaged = (slug: ContentSlug, row: repo.PageRow | undefined, revisions: number): PageManage => ({
  ...toPage(slug, row),
  updated_by: row?.editor ?? null,
  revisions,
  is_default: !row,
});

const toSummary = (r: repo.RevisionRow): PageRevisionSummary => ({
  id: r.id,
  slug: r.slug as ContentSlug,
  author: r.author,
  created_at: r.createdAt.toISOString(),
  restored_from: r.restoredFrom,
  changed: r.changed,
  title: r.after.title,
});

/** The page a path names; any other slug is a 404. */
function pageSlug(slug: string): ContentSlug {
  if (!isPageSlug(slug)) throw AppError.notFound(catalogue.text('errors.page_not_found'));
  return slug;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The audit row names the fields changed; the texts themselves are in the page's history. */
const auditView = (text: PageText, changed: string[]) =>
  Object.fromEntries(
    changed.map((f) => [
      f,
      f === 'body_html' || f === 'body_html_ar' || f === 'plans' || f === 'plans_ar'
        ? 'see the page history'
        : text[f as keyof PageText],
    ]),
  );

export function createPagesService({ db }: { db: Db }) {
  /** Writes the page's new text and its revision (and audit row) in one transaction. */
  const write = async (
    actor: Actor,
    slug: ContentSlug,
    next: (current: PageText) => PageText,
    restoredFrom: number | null,
  ) =>
    db.transaction(async (tx) => {
      const current = textOf(await repo.lockPage(tx, slug), slug);
      const after = next(current);
      checkArabicTitle(after);
      const changed = FIELDS.filter((f) => !same(current[f], after[f]));
      if (changed.length === 0) return null;
      await repo.savePage(tx, slug, after, actor.id);
      const revisionId = await repo.insertRevision(tx, {
        slug,
        before: current,
        after,
        changed,
        restoredFrom,
        authorId: actor.id,
      });
      await writeAudit(tx, actor, {
        action: restoredFrom ? 'page.restore' : 'page.update',
        targetType: 'page',
        targetId: slug,
        before: auditView(current, changed),
        after: {
          ...auditView(after, changed),
          revision: revisionId,
          ...(restoredFrom ? { restored_from: restoredFrom } : {}),
        },
      });
      return revisionId;
    });

  const managed = async (slug: ContentSlug) => {
    const [row, counts] = await Promise.all([repo.findPage(db, slug), repo.revisionCounts(db)]);
    return toManaged(slug, row, counts.get(slug) ?? 0);
  };

  return {
    async get(name: string): Promise<Page> {
      const slug = pageSlug(name);
      return toPage(slug, await repo.findPage(db, slug));
    },

    /** Every page in the site's order, edited or not. */
    async list(): Promise<PageManage[]> {
      const [rows, counts] = await Promise.all([repo.listEdited(db), repo.revisionCounts(db)]);
      const bySlug = new Map(rows.map((r) => [r.slug, r]));
      return PAGE_SLUGS.map((slug) => toManaged(slug, bySlug.get(slug), counts.get(slug) ?? 0));
    },

    managed: (name: string) => managed(pageSlug(name)),

    /** Saves the fields given; the body is sanitised. Nothing different from the page: no revision. */
    async update(actor: Actor, name: string, input: Update): Promise<{ page: PageManage; saved: boolean }> {
      const slug = pageSlug(name);
      if (input.plans !== undefined && slug !== PLANS_PAGE)
        throw AppError.validation({ plans: [catalogue.text('errors.only_pricing_page_has_plans')] });
      if (input.plans_ar != null && slug !== PLANS_PAGE)
        throw AppError.validation({ plans_ar: [catalogue.text('errors.only_pricing_page_has_plans')] });
      const body = input.body !== undefined ? sanitizeDescription(input.body) : undefined;
      const bodyAr = input.body_ar !== undefined ? cleanArabicBody(input.body_ar) : undefined;
      // undefined keeps a field; null (or '') clears an Arabic one.
      const keep = <T>(given: T | undefined, current: T) => (given === undefined ? current : given);
      const revision = await write(
        actor,
        slug,
        (current) => ({
          title: input.title ?? current.title,
          intro: input.intro ?? current.intro,
          meta_description: input.meta_description ?? current.meta_description,
          body_html: body ?? current.body_html,
          plans: input.plans ?? current.plans,
          title_ar: keep(input.title_ar, current.title_ar),
          intro_ar: keep(input.intro_ar, current.intro_ar),
          meta_description_ar: keep(input.meta_description_ar, current.meta_description_ar),
          body_html_ar: keep(bodyAr, current.body_html_ar),
          plans_ar: keep(input.plans_ar, current.plans_ar),
        }),
        null,
      );
      return { page: await managed(slug), saved: revision !== null };
    },

    async history(name: string, q: { page: number; page_size: number }) {
      const slug = pageSlug(name);
      const { rows, total } = await repo.history(db, slug, q);
      return { data: rows.map(toSummary), total };
    },

    async revision(name: string, id: number): Promise<PageRevision> {
      const row = await repo.findRevision(db, pageSlug(name), id);
      if (!row) throw AppError.notFound(catalogue.text('errors.revision_not_found'));
      return { ...toSummary(row), before: fullText(row.before), after: fullText(row.after) };
    },

    /**
     * Brings back the text a revision saved, as a new revision (history is never rewritten). A
     * revision from before pages had an Arabic version brings back the English and keeps the Arabic.
     */
    async restore(actor: Actor, name: string, id: number): Promise<PageManage> {
      const slug = pageSlug(name);
      const row = await repo.findRevision(db, slug, id);
      if (!row) throw AppError.notFound(catalogue.text('errors.revision_not_found'));
      const revision = await write(actor, slug, (current) => ({ ...current, ...row.after }), id);
      if (revision === null)
        throw AppError.conflict(catalogue.text('errors.page_already_shows_text_revision'));
      return managed(slug);
    },
  };
}
export type PagesService = ReturnType<typeof createPagesService>;
