import type { CompanyListQuery } from '@portal/contract/company-profile';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { imageUrl, publicProfile } from '../company-profile';
import { masterRefs } from '../master';
import { catalogue } from './i18n';
import { activeCompany, companyCards } from './repository';

/** Active organisations with at least one open job, busiest first; by name and industry. */
export async function directory(db: Db, q: CompanyListQuery) {
  const rows = await companyCards(db, q);
  const industries = await masterRefs(
    db,
    rows.flatMap((r) => (r.industry_id ? [Number(r.industry_id)] : [])),
  );
  return {
    data: rows.map((r) => {
      const ind = r.industry_id ? industries.get(Number(r.industry_id)) : undefined;
      return {
        id: Number(r.id),
        name: r.name,
        type: r.type,
        logo: imageUrl(r.logo_key),
        open_jobs: Number(r.open_jobs),
        industry: ind ? { id: ind.id, name: ind.name, name_ar: ind.nameAr, slug: ind.slug } : null,
      };
    }),
    total: Number(rows[0]?.total ?? 0),
  };
}

/** An active organisation's public company page; 404 for any other. */
export async function companyPage(db: Db, id: number) {
  const row = await activeCompany(db, id);
  if (!row) throw AppError.notFound(catalogue.text('errors.employer_not_found'));
  return publicProfile(db, {
    id: Number(row.id),
    name: row.name,
    type: row.type,
    open_jobs: Number(row.open_jobs),
  });
}
