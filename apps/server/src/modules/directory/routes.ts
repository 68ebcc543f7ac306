import {
  companyListQuerySchema,
  publicCompanyCardSchema,
  publicCompanySchema,
} from '@portal/contract/company-profile';
import { envelope, listEnvelope } from '@portal/contract/envelope';
import { idParam } from '@portal/contract/fields';
import { API } from '@portal/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPath, errorResponses } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { companyPage, directory } from './service';

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
      return { data: await companyPage(ctx.db, req.params.id) };
    },
  );
};
