import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../core/lib/app-error';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { catalogue } from './i18n';
import { listMasterItems, masterItemBySlug } from './repository';

export const masterRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(
    app,
    endpoints.master.list,
    {
      schema: {
        tags: ['master'],
        summary:
          'One master-data list in display order: the items offered for new records; ?ids= names those items even when deactivated',
        response: errorResponses(400),
      },
    },
    async (req) => {
      const rows = await listMasterItems(ctx.db, req.params.name, req.query.ids);
      return { data: rows };
    },
  );

  route(
    app,
    endpoints.master.bySlug,
    {
      schema: {
        tags: ['master'],
        summary: "One item by its slug; a merged item's slug answers the item it was merged into",
        response: errorResponses(400, 404),
      },
    },
    async (req) => {
      const item = await masterItemBySlug(ctx.db, req.params.name, req.params.slug);
      if (!item) throw AppError.notFound(catalogue.text('errors.item_not_found'));
      return { data: item };
    },
  );
};
