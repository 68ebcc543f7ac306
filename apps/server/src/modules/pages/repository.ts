import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { type PageText, sitePageRevisions, sitePages } from '../../core/db/schema/pages';
import { users } from '../../core/db/schema/users';

export type PageRow = typeof sitePages.$inferSelect & { editor: string | null };
export type RevisionRow = typeof sitePageRevisions.$inferSelect & { author: string | null };

const name = (first: string | null, last: string | null) =>
  first != null ? `${first} ${last ?? ''}`.trim() : null;

/** Every edited page with its last editor's name. */
export async function listEdited(db: Db): Promise<PageRow[]> {
  const rows = await db
    .select({ page: sitePages, first: users.firstName, last: users.lastName })
    .from(sitePages)
    .leftJoin(users, eq(users.id, sitePages.updatedBy));
  return rows.map((r) => ({ ...r.page, editor: name(r.first, r.last) }));
}

export async function findPage(db: Db, slug: string): Promise<PageRow | undefined> {
  const [row] = await db
    .select({ page: sitePages, first: users.firstName, last: users.lastName })
    .from(sitePages)
    .leftJoin(users, eq(users.id, sitePages.updatedBy))
    .where(eq(sitePages.slug, slug));
  return row ? { ...row.page, editor: name(row.first, row.last) } : undefined;
}

/** The page's row locked for a save (undefined while it shows its shipped text). */
export async function lockPage(db: Db, slug: string) {
  const [row] = await db.select().from(sitePages).where(eq(sitePages.slug, slug)).for('update');
  return row;
}

export async function savePage(db: Db, slug: string, text: PageText, editorId: number): Promise<void> {
  const values = {
    title: text.title,
    intro: text.intro,
    metaDescription: text.meta_description,
    bodyHtml: text.body_html,
    plans: text.plans,
    titleAr: text.title_ar,
    introAr: text.intro_ar,
    metaDescriptionAr: text.meta_description_ar,
    bodyHtmlAr: text.body_html_ar,
    plansAr: text.plans_ar,
    updatedBy: editorId,
    updatedAt: new Date(),
  };
  await db
    .insert(sitePages)
    .values({ slug, ...values })
    .onConflictDoUpdate({ target: sitePages.slug, set: values });
}

export async function insertRevision(
  db: Db,
  r: {
    slug: string;
    before: PageText;
    after: PageText;
    changed: string[];
    restoredFrom: number | null;
    authorId: number;
  },
): Promise<number> {
  const [row] = await db.insert(sitePageRevisions).values(r).returning({ id: sitePageRevisions.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** How many revisions each page has. */
export async function revisionCounts(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ slug: sitePageRevisions.slug, n: count() })
    .from(sitePageRevisions)
    .groupBy(sitePageRevisions.slug);
  return new Map(rows.map((r) => [r.slug, r.n]));
}

const withAuthor = { revision: sitePageRevisions, first: users.firstName, last: users.lastName };
const toRevision = (r: {
  revision: typeof sitePageRevisions.$inferSelect;
  first: string | null;
  last: string | null;
}) => ({
  ...r.revision,
  author: name(r.first, r.last),
});

export async function history(db: Db, slug: string, q: { page: number; page_size: number }) {
  const where = eq(sitePageRevisions.slug, slug);
  const [rows, [total]] = await Promise.all([
    db
      .select(withAuthor)
      .from(sitePageRevisions)
      .leftJoin(users, eq(users.id, sitePageRevisions.authorId))
      .where(where)
      .orderBy(desc(sitePageRevisions.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(sitePageRevisions).where(where),
  ]);
  return { rows: rows.map(toRevision), total: total?.n ?? 0 };
}

export async function findRevision(db: Db, slug: string, id: number): Promise<RevisionRow | undefined> {
  const [row] = await db
    .select(withAuthor)
    .from(sitePageRevisions)
    .leftJoin(users, eq(users.id, sitePageRevisions.authorId))
    .where(and(eq(sitePageRevisions.slug, slug), eq(sitePageRevisions.id, id)));
  return row ? toRevision(row) : undefined;
}
