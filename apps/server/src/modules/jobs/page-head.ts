import type { Locale } from '@portal/contract/locale';
import type { Db } from '../../core/db/client';
import { clip, jobHead, plain } from '../../core/lib/job-head';
import { brandOf } from '../company-profile';
import { publicSettings } from '../settings';
import { loadRefs, toJob } from './hydrate';
import { catalogue as c } from './i18n';
import { findVisibleJob, isOpen } from './public';

/**
 * The server-rendered head of a public job page (title, description, canonical, Open Graph,
 * JobPosting JSON-LD), so crawlers and link previews see the job; null when there is no such
 * published job (unknown id, draft), which the page answers with 404. On an Arabic page the title
 * and description are the job's Arabic ones when it has them.
 */
export async function jobPageHead(
  db: Db,
  rawId: string,
  baseUrl: string,
  locale: Locale = 'en',
): Promise<string | null> {
  const id = /^[0-9]{1,9}$/.test(rawId) ? Number(rawId) : null;
  const found = id ? await findVisibleJob(db, id, { user: null, staff: false }) : null;
  if (!found) return null;
  const job = toJob(found.row, await loadRefs(db, [found.row]));
  const siteName = (await publicSettings(db)).site_name;
  const site = { baseUrl, siteName, logoUrl: `${baseUrl}/logo.png` };
  const sameAs = (await brandOf(db, [job.employer.id])).get(job.employer.id)?.sameAs ?? [];
  const open = isOpen(found.row);
  const arabic = locale === 'ar';
  const text = {
    title: c.t(locale, 'head.title', {
      title: (arabic && found.row.titleAr) || job.title,
      open: open ? 'yes' : 'no',
      organisation: job.client_company_name ?? job.employer.name,
      site: siteName,
    }),
    description: clip(plain((arabic && found.row.descriptionTextAr) || job.description), 155),
    feed: c.t(locale, 'head.feed', { site: siteName }),
  };
  return jobHead(job, site, open, sameAs, text);
}
