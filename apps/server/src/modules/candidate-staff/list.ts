import type { CandidateFilterQuery, CandidateRow } from '@portal/contract/candidates';
import type { Db } from '../../core/db/client';
import type { Caller } from '../../platform/tenancy/scope';
import { candidatePage } from './repository';

/** One page of the candidates the caller can reach, with the total for the pager. */
export async function listCandidates(
  db: Db,
  caller: Caller,
  q: Partial<CandidateFilterQuery> & Pick<CandidateFilterQuery, 'page' | 'page_size' | 'sort'>,
): Promise<{ rows: CandidateRow[]; total: number }> {
  const [rows, [totalRow]] = await candidatePage(db, caller, q);
  return {
    total: totalRow?.n ?? 0,
    rows: rows.map((r) => ({
      id: r.user.id,
      first_name: r.user.firstName,
      last_name: r.user.lastName,
      email: r.user.email,
      phone: r.user.phone,
      photo_url: r.user.profilePhoto,
      headline: r.headline,
      location: r.place,
      total_experience_years: r.experience,
      skills: r.skills,
      has_cv: r.cvFileId != null,
      completeness: r.completeness ?? 0,
      last_active_at: (r.lastActiveAt ?? r.user.createdAt).toISOString(),
    })),
  };
}
