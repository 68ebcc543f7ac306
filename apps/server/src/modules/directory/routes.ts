import {
  type CompanyListQuery,
  companyListQuerySchema,
  publicCompanyCardSchema,
  publicCompanySchema,
} from '@portal/contract/company-profile';
import { envelope, listEnvelope } from '@portal/contract/envelope';
import { idParam } from '@portal/contract/fields';
import { API } from '@portal/contract/paths';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { type Db, queryRows } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { apiPath, errorResponses } from '../../lib/route';
import { imageUrl, publicProfile } from '../company-profile/read';
import { masterRefs } from '../master/refs';

type CardRow = {
  id: number;
  name: string;
  type: 'employer' | 'consultancy';
  open_jobs: number;
  logo_key: string | null;
  industry_id: number | null;
  total: number;
};

/** Active organisations with at least one open job, busiest first; by name and industry. */
export async function directory(db: Db, q: CompanyListQuery) {
  const name = q.q ? sql`and c.name ilike ${`%${q.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`}` : sql``;
  const industry = q.industry ? sql`and p.industry_id = ${q.industry}` : sql``;
  const rows = await queryRows<CardRow>(
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
        industry: ind ? { id: ind.id, name: ind.name, slug: ind.slug } : null,
      };
    }),
    total: Number(rows[0]?.total ?? 0),
  };
}

export const directoryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    apiPath(API.directory.list),
    {
      schema: {
        tags: ['employers'],
        summary: 'Public: organisations with open jobs',
        querystring: companyListQuerySchema,
        response: { 200: listEnvelope(publicCompanyCardSchema), ...errorResponses(400) },
      },
    },
    async (req) => {
      const { data, total } = await directory(ctx.db, req.query);
      return { data, meta: { page: req.query.page, page_size: req.query.page_size, total } };
    },
  );

  app.get(
    apiPath(API.directory.byId(':id')),
    {
      schema: {
        tags: ['employers'],
        summary:
          "Public: an organisation's company page (about, offices, links, public contacts; its open jobs come from jobs/search?employer=id)",
        params: idParam,
        response: { 200: envelope(publicCompanySchema), ...errorResponses(400, 404) },
      },
    },
    async (req) => {
      const [row] = await queryRows<Pick<CardRow, 'id' | 'name' | 'type' | 'open_jobs'>>(
        ctx.db,
        sql`select c.id, c.name, c.type,
            (select count(*) from jobs j where j.client_id = c.id and j.status = 'published' and j.valid_through > now())::int as open_jobs
          from clients c where c.id = ${req.params.id} and c.status = 'active'`,
      );
      if (!row) throw AppError.notFound('Employer not found.');
      return {
        data: await publicProfile(ctx.db, {
          id: Number(row.id),
          name: row.name,
          type: row.type,
          open_jobs: Number(row.open_jobs),
        }),
      };
    },
  );
};
