import type { Db } from '../../core/db/client';
import { jobHead } from '../../core/lib/job-head';
import { brandOf } from '../company-profile';
import { publicSettings } from '../settings';
import { loadRefs, toJob } from './hydrate';
import { findVisibleJob, isOpen } from './public';

/**
 * The server-rendered head of a public job page (title, description, canonical, Open Graph,
 * JobPosting JSON-LD), so crawlers and link previews see the job; null when there is no such
 * published job (unknown id, draft), which the page answers with 404.
 */
export async function jobPageHead(db: Db, rawId: string, baseUrl: string): Promise<string | null> {
  const id = /^[0-9]{1,9}$/.test(rawId) ? Number(rawId) : null;
  const found = id ? await findVisibleJob(db, id, { user: null, staff: false }) : null;
  if (!found) return null;
  const job = toJob(found.row, await loadRefs(db, [found.row]));
  const site = { baseUrl, siteName: (await publicSettings(db)).site_name, logoUrl: `${baseUrl}/logo.png` };
  const sameAs = (await brandOf(db, [job.employer.id])).get(job.employer.id)?.sameAs ?? [];
  return jobHead(job, site, isOpen(found.row), sameAs);
}
