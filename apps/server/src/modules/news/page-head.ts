import type { Db } from '../../core/db/client';
import { headTags, jsonLdScript } from '../../core/lib/job-head';
import { escapeHtml } from '../../core/lib/sanitize';
import { publicSettings } from '../settings';
import { newsHref, newsImageUrl } from './read';
import { findPublicBySlug } from './repository';

export const NEWS_LIST_PATH = '/unauth/logistics-news';
const LIST_DESCRIPTION =
  'Logistics and supply-chain news from the UAE and the Gulf: ports, freight, warehousing and the people who run them.';

const feedLink = (baseUrl: string, site: string) =>
  `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(site)} – logistics news" href="${escapeHtml(`${baseUrl}/news.rss`)}">`;

/** The news list's head; a page number beyond the first is its own canonical page. */
export function newsListHead(baseUrl: string, page: number, site: string): string {
  const url = `${baseUrl}${NEWS_LIST_PATH}${page > 1 ? `?page=${page}` : ''}`;
  const title = `Logistics news${page > 1 ? ` – page ${page}` : ''} | ${site}`;
  return [
    ...headTags({
      title,
      description: LIST_DESCRIPTION,
      url,
      type: 'website',
      image: `${baseUrl}/logo.png`,
      siteName: site,
    }),
    feedLink(baseUrl, site),
  ].join('\n');
}

/** An article's head with NewsArticle JSON-LD; null (a 404) when no published article has the slug. */
export async function newsArticleHead(db: Db, slug: string, baseUrl: string): Promise<string | null> {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || slug.length > 200) return null;
  const row = await findPublicBySlug(db, slug);
  if (!row) return null;
  const site = (await publicSettings(db)).site_name;
  const url = `${baseUrl}${newsHref(row.slug)}`;
  const imagePath = newsImageUrl(row.imageKey);
  const image = imagePath ? `${baseUrl}${imagePath}` : `${baseUrl}/logo.png`;
  const published = (row.publishedAt ?? row.createdAt).toISOString();
  const ld = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: row.title.slice(0, 110),
    description: row.summary,
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
      title: `${row.title} | ${site}`,
      description: row.summary,
      url,
      type: 'article',
      image,
      siteName: site,
    }),
    `<meta property="article:published_time" content="${published}">`,
    feedLink(baseUrl, site),
    jsonLdScript(ld),
  ].join('\n');
}
