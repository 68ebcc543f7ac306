import type { NewsArticle, NewsCard, NewsManage } from '@portal/contract/news';
import { API } from '@portal/contract/paths';
import { apiPath } from '../../core/lib/route';
import type { NewsRow, NewsRowWithAuthor } from './repository';

export const newsImageUrl = (key: string | null) => (key ? apiPath(API.settings.newsImageFile(key)) : null);
/** The public page of an article. */
export const newsHref = (slug: string) => `/unauth/logistics-news/${slug}`;

export function toCard(r: NewsRow): NewsCard {
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    summary: r.summary,
    title_ar: r.titleAr,
    summary_ar: r.summaryAr,
    image_url: newsImageUrl(r.imageKey),
    source_url: r.sourceUrl,
    tags: r.tags,
    published_at: (r.publishedAt ?? r.createdAt).toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

export const toArticle = (r: NewsRow): NewsArticle => ({
  ...toCard(r),
  body_html: r.bodyHtml,
  body_html_ar: r.bodyHtmlAr,
});

export const toManaged = (r: NewsRowWithAuthor): NewsManage => ({
  ...toArticle(r),
  status: r.status,
  published_at: r.publishedAt?.toISOString() ?? null,
  author: r.author,
  created_at: r.createdAt.toISOString(),
});
