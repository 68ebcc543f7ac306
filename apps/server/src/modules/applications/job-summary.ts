import type { JobSummary } from '@portal/contract/applications';
import type { Db } from '../../core/db/client';
import { isOpen, loadRefs, locationLabel, toLocations } from '../jobs';
import { jobRowsByIds } from './repository';

/**
 * The job as a candidate's application or saved job shows it, by id. Closed and expired jobs are
 * included (a saved job that closes stays listed, marked closed); `open` is what the UI acts on.
 */
export async function jobSummaries(db: Db, ids: number[]): Promise<Map<number, JobSummary>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await jobRowsByIds(db, unique);
  const refs = await loadRefs(db, rows);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        title: r.title,
        title_ar: r.titleAr,
        employer: { id: r.clientId, name: refs.employers.get(r.clientId)?.name ?? '' },
        client_company_name: r.clientCompanyName,
        locations: toLocations(refs, r.id).map(locationLabel),
        status: r.status,
        open: isOpen(r),
        apply_method: r.applyMethod,
        apply_url: r.applyUrl,
        valid_through: r.validThrough?.toISOString() ?? null,
        published_at: r.publishedAt?.toISOString() ?? null,
      },
    ]),
  );
}
