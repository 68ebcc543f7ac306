import {
  NEWS_ARABIC_TITLE_NEEDED,
  type NewsListQuery,
  type NewsManageQuery,
  type newsInputSchema,
  type newsUpdateSchema,
} from '@portal/contract/news';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../core/db/client';
import type { newsArticles } from '../../core/db/schema/news';
import { contractText } from '../../core/i18n/zod';
import { AppError } from '../../core/lib/app-error';
import { htmlToText, sanitizeDescription } from '../../core/lib/sanitize';
import { slugify } from '../../core/lib/slug';
import { detectPhotoType } from '../../platform/files/detect';
import { reencodePhoto } from '../../platform/files/image';
import { type FileStorage, newStorageKey } from '../../platform/files/storage';
import type { VirusScanner } from '../../platform/files/virus-scan';
import type { UploadedFile } from '../../platform/http/body-parsers';
import { catalogue } from './i18n';
import { newsImageUrl, toArticle, toCard, toManaged } from './read';
import * as repo from './repository';

type Deps = { db: Db; storage: FileStorage; scanner: VirusScanner; log: FastifyBaseLogger };
type Create = z.infer<typeof newsInputSchema>;
type Update = z.infer<typeof newsUpdateSchema>;

const NOT_FOUND = catalogue.text('errors.article_not_found');
/** Wide enough for a page's header image and a link preview (1200 x 630). */
const IMAGE_BOX = { width: 1200, height: 630 };

/** Sanitised body; one that holds no text once scripts and tags are gone is refused. */
function cleanBody(body: string): string {
  const html = sanitizeDescription(body);
  if (!htmlToText(html)) throw AppError.validation({ body: [catalogue.text('errors.body_required')] });
  return html;
}

/** The Arabic body sanitised, or null (cleared, or no text left once cleaned). */
function cleanArabicBody(body: string | null): string | null {
  if (body === null) return null;
  const html = sanitizeDescription(body);
  if (!htmlToText(html))
    throw AppError.validation({ body_ar: [catalogue.text('errors.arabic_body_no_text')] });
  return html;
}

/** Arabic text without an Arabic title is refused (checked on the article as it will be). */
function checkArabicTitle(titleAr: string | null, summaryAr: string | null, bodyAr: string | null) {
  if ((summaryAr || bodyAr) && !titleAr)
    throw AppError.validation({ title_ar: [contractText(NEWS_ARABIC_TITLE_NEEDED)] });
}

/** Tags once each, in the order given, compared without case. */
const uniqueTags = (tags: string[]) => {
  const seen = new Set<string>();
  return tags.filter((t) => !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
};

export function createNewsService({ db, storage, scanner, log }: Deps) {
  const removeBytes = async (key: string | null) => {
    if (key)
      await storage.remove(key).catch((err: unknown) => log.warn({ err }, 'could not remove stored file'));
  };
  const managed = async (id: number) => {
    const row = await repo.findById(db, id);
    if (!row) throw AppError.notFound(NOT_FOUND);
    return toManaged(row);
  };

  return {
    async listPublic(q: NewsListQuery) {
      const { rows, total } = await repo.listPublic(db, q);
      return { data: rows.map(toCard), total };
    },

    async article(slug: string) {
      const row = await repo.findPublicBySlug(db, slug);
      if (!row) throw AppError.notFound(NOT_FOUND);
      return toArticle(row);
    },

    async listAll(q: NewsManageQuery) {
      const { rows, total, counts } = await repo.listAll(db, q);
      return { data: rows.map(toManaged), total, counts };
    },

    get: managed,

    async create(authorId: number, input: Create) {
      const bodyHtml = cleanBody(input.body);
      const bodyHtmlAr = cleanArabicBody(input.body_ar ?? null);
      checkArabicTitle(input.title_ar ?? null, input.summary_ar ?? null, bodyHtmlAr);
      const id = await db.transaction(async (tx) => {
        const slug = await repo.freeSlug(tx, slugify(input.title).slice(0, 80));
        return repo.insertArticle(tx, {
          slug,
          title: input.title,
          summary: input.summary,
          bodyHtml,
          titleAr: input.title_ar ?? null,
          summaryAr: input.summary_ar ?? null,
          bodyHtmlAr,
          sourceUrl: input.source_url ?? null,
          tags: uniqueTags(input.tags),
          status: input.status,
          // Publishing with no date means now; a draft keeps the date it was given, if any.
          publishedAt: input.published_at
            ? new Date(input.published_at)
            : input.status === 'published'
              ? 'now'
              : null,
          authorId,
        });
      });
      return managed(id);
    },

    async update(id: number, input: Update) {
      await db.transaction(async (tx) => {
        const current = await repo.lockArticle(tx, id);
        if (!current) throw AppError.notFound(NOT_FOUND);
        const set: Partial<typeof newsArticles.$inferInsert> = {};
        if (input.title !== undefined && input.title !== current.title) {
          set.title = input.title;
          // A published article keeps its address: links to it are out in the world.
          if (current.status === 'draft' && !current.publishedAt)
            set.slug = await repo.freeSlug(tx, slugify(input.title).slice(0, 80), id);
        }
        if (input.summary !== undefined) set.summary = input.summary;
        if (input.body !== undefined) set.bodyHtml = cleanBody(input.body);
        if (input.title_ar !== undefined) set.titleAr = input.title_ar;
        if (input.summary_ar !== undefined) set.summaryAr = input.summary_ar;
        if (input.body_ar !== undefined) set.bodyHtmlAr = cleanArabicBody(input.body_ar);
        checkArabicTitle(
          set.titleAr === undefined ? current.titleAr : set.titleAr,
          set.summaryAr === undefined ? current.summaryAr : set.summaryAr,
          set.bodyHtmlAr === undefined ? current.bodyHtmlAr : set.bodyHtmlAr,
        );
        if (input.source_url !== undefined) set.sourceUrl = input.source_url;
        if (input.tags !== undefined) set.tags = uniqueTags(input.tags);
        if (input.status !== undefined) set.status = input.status;
        if (input.published_at !== undefined)
          set.publishedAt = input.published_at ? new Date(input.published_at) : null;
        const status = input.status ?? current.status;
        const date = input.published_at !== undefined ? set.publishedAt : current.publishedAt;
        if (status === 'published' && !date) set.publishedAt = new Date();
        await repo.updateArticle(tx, id, set);
      });
      return managed(id);
    },

    async remove(id: number) {
      const row = await repo.deleteArticle(db, id);
      if (!row) throw AppError.notFound(NOT_FOUND);
      await removeBytes(row.imageKey);
    },

    /** The same gates as a logo: size while reading, real type, malware scan, re-encoded without EXIF. */
    async uploadImage(id: number, upload: UploadedFile) {
      if (!(await repo.findById(db, id))) throw AppError.notFound(NOT_FOUND);
      await detectPhotoType(upload.data);
      await scanner.scan(upload.data);
      const webp = await reencodePhoto(upload.data, IMAGE_BOX);
      const key = newStorageKey();
      await storage.put(key, webp);
      let old: string | null;
      try {
        old = await db.transaction(async (tx) => {
          const current = await repo.imageKeyOf(tx, id, true);
          if (!current) throw AppError.notFound(NOT_FOUND);
          await repo.updateArticle(tx, id, { imageKey: key, imageSize: webp.length });
          return current.imageKey;
        });
      } catch (err) {
        await removeBytes(key);
        throw err;
      }
      await removeBytes(old);
      return { url: newsImageUrl(key) as string };
    },

    async deleteImage(id: number) {
      const current = await repo.imageKeyOf(db, id);
      if (!current) throw AppError.notFound(NOT_FOUND);
      if (!current.imageKey) throw AppError.notFound(catalogue.text('errors.article_has_no_image'));
      await repo.updateArticle(db, id, { imageKey: null, imageSize: null });
      await removeBytes(current.imageKey);
    },

    async image(key: string) {
      const row = await repo.imageByKey(db, key);
      if (!row) throw AppError.notFound();
      return { storageKey: key, mime: 'image/webp', size: row.size ?? 0 };
    },
  };
}
export type NewsService = ReturnType<typeof createNewsService>;
