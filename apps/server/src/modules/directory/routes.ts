import { envelope, listEnvelope } from '@portal/contract/envelope';
import { idParam } from '@portal/contract/fields';
import { employerCardSchema, employerListQuerySchema, employerProfileSchema } from '@portal/contract/jobs';
import { API } from '@portal/contract/paths';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { type Db, queryRows } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { apiPath, errorResponses } from '../../lib/route';

type CardRow = {
  id: number;
  name: string;
  type: 'employer' | 'consultancy';
  open_jobs: number;
  total: number;
};

/** Active organisations with at least one open job, busiest first. */
export async function directory(db: Db, q: { page: number; page_size: number; q?: string }) {
  const name = q.q ? sql`and c.name ilike ${`%${q.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`}` : sql``;
  const rows = await queryRows<CardRow>(
    db,
    sql`select c.id, c.name, c.type, o.n::int as open_jobs, count(*) over ()::int as total
      from (select client_id, count(*) as n from jobs
            where status = 'published' and valid_through > now() group by client_id) o
      join clients c on c.id = o.client_id and c.status = 'active' ${name}
      order by o.n desc, c.name, c.id
      limit ${q.page_size} offset ${(q.page - 1) * q.page_size}`,
  );
  return {
    data: rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      type: r.type,
      logo: null,
      open_jobs: Number(r.open_jobs),
    })),
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
        querystring: employerListQuerySchema,
        response: { 200: listEnvelope(employerCardSchema), ...errorResponses(400) },
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
        summary: "Public: an organisation's profile (its open jobs come from jobs/search?employer=id)",
        params: idParam,
        response: { 200: envelope(employerProfileSchema), ...errorResponses(400, 404) },
      },
    },
    async (req) => {
      const [row] = await queryRows<CardRow>(
        ctx.db,
        sql`select c.id, c.name, c.type,
            (select count(*) from jobs j where j.client_id = c.id and j.status = 'published' and j.valid_through > now())::int as open_jobs
          from clients c where c.id = ${req.params.id} and c.status = 'active'`,
      );
      if (!row) throw AppError.notFound('Employer not found.');
      return {
        data: {
          id: Number(row.id),
          name: row.name,
          type: row.type,
          logo: null,
          open_jobs: Number(row.open_jobs),
          about: null,
          website: null,
        },
      };
    },
  );
};
