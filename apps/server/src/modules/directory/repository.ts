import type { CompanyListQuery } from '@portal/contract/company-profile';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../core/db/client';

export type CardRow = {
  id: number;
  name: string;
  type: 'employer' | 'consultancy';
  open_jobs: number;
  logo_key: string | null;
  industry_id: number | null;
  total: number;
};

/** Active organisations with at least one open job, busiest first; by name and industry; one page. */
export function companyCards(db: Db, q: CompanyListQuery) {
  const name = q.q ? sql`and c.name ilike ${`%${q.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`}` : sql``;
  const industry = q.industry ? sql`and p.industry_id = ${q.industry}` : sql``;
  return queryRows<CardRow>(
    db,
    sql`select c.id, c.name, c.type, o.n::int as open_jobs, p.logo_key, p.industry_id,
        count(*) over ()::int as total
      from (select client_id, count(*) as n from jobs
            where status = 'published' and valid_through > now() group by client_id) o
      join clients c on c.id = o.client_id and c.status = 'active' ${name}
      left join company_profiles p on p.client_id = c.id
      where true ${industry}
      order by o.n desc, c.name, c.id
      limit ${q.page_size} offset ${(q.page - 1) * q.page_size}`,
  );
}

/** An active organisation with its count of open jobs, or undefined. */
export async function activeCompany(db: Db, id: number) {
  const [row] = await queryRows<Pick<CardRow, 'id' | 'name' | 'type' | 'open_jobs'>>(
    db,
    sql`select c.id, c.name, c.type,
        (select count(*) from jobs j where j.client_id = c.id and j.status = 'published' and j.valid_through > now())::int as open_jobs
      from clients c where c.id = ${id} and c.status = 'active'`,
  );
  return row;
}
