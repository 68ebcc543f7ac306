import { PAGE_DEFAULTS } from '@portal/contract/page-defaults';
import { isPageSlug } from '@portal/contract/pages';
import type { Db } from '../../core/db/client';
import { canonicalLink } from '../../core/lib/job-head';
import { escapeHtml } from '../../core/lib/sanitize';
import { findPage } from './repository';

/**
 * A content page's head with the title and meta description staff gave it, so crawlers and link
 * previews see the edited text. A database failure falls back to the shipped text: the page
 * itself must still load.
 */
export async function contentPageHead(db: Db, slug: string, url: string, site: string): Promise<string> {
  if (!isPageSlug(slug)) return canonicalLink(url);
  const row = await findPage(db, slug).catch(() => undefined);
  const title = `${row?.title ?? PAGE_DEFAULTS[slug].title} | ${site}`;
  const description = row?.metaDescription ?? PAGE_DEFAULTS[slug].meta_description;
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
