import type { NewsManageQuery, NewsStatus } from '@portal/contract/news';
import { and, count, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { newsArticles } from '../../core/db/schema/news';
import { users } from '../../core/db/schema/users';

export type NewsRow = typeof newsArticles.$inferSelect;
export type NewsRowWithAuthor = NewsRow & { author: string | null };

const like = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** What the public sees: published, and its publish date has come. */
export const isPublic = (): SQL =>
  and(eq(newsArticles.status, 'published'), lte(newsArticles.publishedAt, sql`now()`)) as SQL;

const tagged = (tag: string | undefined) => (tag ? sql`${tag} = any(${newsArticles.tags})` : undefined);

export async function listPublic(db: Db, q: { page: number; page_size: number; tag?: string }) {
  const where = and(isPublic(), tagged(q.tag));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(newsArticles)
      .where(where)
      .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(newsArticles).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Published articles whose date lies in [from, to): the weekly digest's news. */
export async function publishedBetween(db: Db, from: Date, to: Date, limit = 10) {
  return db
    .select()
    .from(newsArticles)
    .where(
      and(
        eq(newsArticles.status, 'published'),
        sql`${newsArticles.publishedAt} >= ${from.toISOString()}`,
        sql`${newsArticles.publishedAt} < ${to.toISOString()}`,
      ),
    )
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(limit);
}

export async function findPublicBySlug(db: Db, slug: string): Promise<NewsRow | undefined> {
  const [row] = await db
    .select()
    .from(newsArticles)
    .where(and(isPublic(), eq(newsArticles.slug, slug)));
  return row;
}

/** Every public article's slug and date (sitemap). */
export async function publicSlugs(db: Db) {
  return db
    .select({ slug: newsArticles.slug, updatedAt: newsArticles.updatedAt })
    .from(newsArticles)
    .where(isPublic())
    .orderBy(desc(newsArticles.publishedAt))
    .limit(10_000);
}

const withAuthor = {
  article: newsArticles,
  first: users.firstName,
  last: users.lastName,
};
const toAuthored = (r: { article: NewsRow; first: string | null; last: string | null }) => ({
  ...r.article,
  author: r.first != null ? `${r.first} ${r.last ?? ''}`.trim() : null,
});

export async function listAll(db: Db, q: NewsManageQuery) {
  const search = q.q
    ? sql`(${newsArticles.title} ilike ${like(q.q)} or ${newsArticles.summary} ilike ${like(q.q)})`
    : undefined;
  const where = and(q.status ? eq(newsArticles.status, q.status) : undefined, search);
  const [rows, [total], byStatus] = await Promise.all([
    db
      .select(withAuthor)
      .from(newsArticles)
      .leftJoin(users, eq(users.id, newsArticles.authorId))
      .where(where)
      .orderBy(desc(newsArticles.updatedAt), desc(newsArticles.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(newsArticles).where(where),
    db
      .select({ status: newsArticles.status, n: count() })
      .from(newsArticles)
      .where(search)
      .groupBy(newsArticles.status),
  ]);
  const counts: Record<NewsStatus, number> = { draft: 0, published: 0 };
  for (const r of byStatus) counts[r.status] = r.n;
  return { rows: rows.map(toAuthored), total: total?.n ?? 0, counts };
}

export async function findById(db: Db, id: number): Promise<NewsRowWithAuthor | undefined> {
  const [row] = await db
    .select(withAuthor)
    .from(newsArticles)
    .leftJoin(users, eq(users.id, newsArticles.authorId))
    .where(eq(newsArticles.id, id));
  return row ? toAuthored(row) : undefined;
}

/** A slug not taken by another article: the title's, then -2, -3, ... */
export async function freeSlug(db: Db, base: string, exceptId?: number): Promise<string> {
  const stem = base || 'article';
  const rows = await db
    .select({ slug: newsArticles.slug, id: newsArticles.id })
    .from(newsArticles)
    .where(sql`${newsArticles.slug} = ${stem} or ${newsArticles.slug} like ${`${stem}-%`}`);
  const taken = new Set(rows.filter((r) => r.id !== exceptId).map((r) => r.slug));
  if (!taken.has(stem)) return stem;
  for (let n = 2; ; n++) if (!taken.has(`${stem}-${n}`)) return `${stem}-${n}`;
}

export async function imageByKey(db: Db, key: string) {
  const [row] = await db
    .select({ size: newsArticles.imageSize })
    .from(newsArticles)
    .where(eq(newsArticles.imageKey, key));
  return row;
}
