import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { companyPage, directory } from './service';

export const directoryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(
    app,
    endpoints.directory.list,
    {
      schema: {
        tags: ['employers'],
        summary: 'Public: organisations with open jobs',
        response: errorResponses(400),
      },
    },
    async (req) => {
      const { data, total } = await directory(ctx.db, req.query);
      return { data, meta: { page: req.query.page, page_size: req.query.page_size, total } };
    },
  );

  route(
    app,
    endpoints.directory.byId,
    {
      schema: {
        tags: ['employers'],
        summary:
          "Public: an organisation's company page (about, offices, links, public contacts; its open jobs come from jobs/search?employer=id)",
        response: errorResponses(400, 404),
      },
    },
    async (req) => {
      return { data: await companyPage(ctx.db, req.params.id) };
    },
  );
};
