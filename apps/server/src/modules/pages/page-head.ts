import type { Locale } from '@portal/contract/locale';
import { PAGE_DEFAULTS } from '@portal/contract/page-defaults';
import { PAGE_DEFAULTS_AR } from '@portal/contract/page-defaults-ar';
import { isPageSlug } from '@portal/contract/pages';
import type { Db } from '../../core/db/client';
import { canonicalLink } from '../../core/lib/job-head';
import { escapeHtml } from '../../core/lib/sanitize';
import { findPage } from './repository';

/**
 * A content page's head with the title and meta description staff gave it, so crawlers and link
 * previews see the edited text; a page never edited has the shipped text. A failed read is the
 * request's failure (503 in an outage), as for every other page the server renders. On an Arabic
 * page, the Arabic title and meta description (else the Arabic introduction) where the page has an
 * Arabic version, as the page itself shows it.
 */
export async function contentPageHead(
  db: Db,
  slug: string,
  url: string,
  site: string,
  locale: Locale = 'en',
): Promise<string> {
  if (!isPageSlug(slug)) return canonicalLink(url);
  const row = await findPage(db, slug);
  const en = row
    ? { title: row.title, description: row.metaDescription }
    : { title: PAGE_DEFAULTS[slug].title, description: PAGE_DEFAULTS[slug].meta_description };
  const shipped = PAGE_DEFAULTS_AR[slug];
  const ar = row
    ? { title: row.titleAr, description: row.metaDescriptionAr || row.introAr }
    : { title: shipped.title_ar, description: shipped.meta_description_ar };
  const arabic = locale === 'ar' && ar.title ? ar : null;
  const title = `${arabic?.title ?? en.title} | ${site}`;
  const description = arabic?.description || en.description;
  const a = escapeHtml;
  return [
    `<title>${a(title)}</title>`,
    `<meta name="description" content="${a(description)}">`,
    canonicalLink(url),
    `<meta property="og:title" content="${a(title)}">`,
    `<meta property="og:description" content="${a(description)}">`,
    `<meta property="og:url" content="${a(url)}">`,
    '<meta property="og:type" content="website">',
    `<meta property="og:site_name" content="${a(site)}">`,
  ].join('\n');
}
