import type { Locale } from '@portal/contract/locale';
import type { Db } from '../../core/db/client';
import { headTags, jsonLdScript } from '../../core/lib/job-head';
import { escapeHtml } from '../../core/lib/sanitize';
import { publicSettings } from '../settings';
import { catalogue as c } from './i18n';
import { newsHref, newsImageUrl } from './read';
import { findPublicBySlug } from './repository';

export const NEWS_LIST_PATH = '/unauth/logistics-news';

const feedLink = (baseUrl: string, site: string, locale: Locale) =>
  `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(c.t(locale, 'head.feed', { site }))}" href="${escapeHtml(`${baseUrl}/news.rss`)}">`;

/** The news list's head; a page number beyond the first is its own canonical page. */
export function newsListHead(baseUrl: string, page: number, site: string, locale: Locale = 'en'): string {
  const url = `${baseUrl}${NEWS_LIST_PATH}${page > 1 ? `?page=${page}` : ''}`;
  const title = c.t(locale, 'head.listTitle', { page: String(page), site });
  return [
    ...headTags({
      title,
      description: c.t(locale, 'head.listDescription'),
      url,
      type: 'website',
      image: `${baseUrl}/logo.png`,
      siteName: site,
    }),
    feedLink(baseUrl, site, locale),
  ].join('\n');
}

/**
 * An article's head with NewsArticle JSON-LD; null (a 404) when no published article has the slug.
 * On an Arabic page, the article's Arabic title and summary when it has them.
 */
export async function newsArticleHead(
  db: Db,
  slug: string,
  baseUrl: string,
  locale: Locale = 'en',
): Promise<string | null> {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || slug.length > 200) return null;
  const row = await findPublicBySlug(db, slug);
  if (!row) return null;
  const site = (await publicSettings(db)).site_name;
  const url = `${baseUrl}${newsHref(row.slug)}`;
  const arabic = locale === 'ar';
  const title = (arabic && row.titleAr) || row.title;
  const summary = (arabic && row.summaryAr) || row.summary;
  const imagePath = newsImageUrl(row.imageKey);
  const image = imagePath ? `${baseUrl}${imagePath}` : `${baseUrl}/logo.png`;
  const published = (row.publishedAt ?? row.createdAt).toISOString();
  const ld = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: title.slice(0, 110),
    description: summary,
    inLanguage: arabic && row.titleAr ? 'ar' : 'en',
    image: [image],
    datePublished: published,
    dateModified: row.updatedAt.toISOString(),
    mainEntityOfPage: url,
    ...(row.tags.length ? { keywords: row.tags.join(', ') } : {}),
    author: { '@type': 'Organization', name: site, url: baseUrl },
    publisher: {
      '@type': 'Organization',
      name: site,
      logo: { '@type': 'ImageObject', url: `${baseUrl}/logo.png` },
    },
  };
  return [
    ...headTags({
      title: `${title} | ${site}`,
      description: summary,
      url,
      type: 'article',
      image,
      siteName: site,
    }),
    `<meta property="article:published_time" content="${published}">`,
    feedLink(baseUrl, site, locale),
    jsonLdScript(ld),
  ].join('\n');
}
