import { envelope } from '@portal/contract/envelope';
import { masterItemSchema, masterListQuerySchema, masterNameSchema } from '@portal/contract/master-data';
import { API } from '@portal/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../core/lib/app-error';
import { apiPath, errorResponses } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { listMasterItems, masterItemBySlug } from './repository';

export const masterRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    apiPath(API.master.list(':name')),
    {
      schema: {
        tags: ['master'],
        summary:
          'One master-data list in display order: the items offered for new records; ?ids= names those items even when deactivated',
        params: z.object({ name: masterNameSchema }),
        querystring: masterListQuerySchema,
        response: { 200: envelope(z.array(masterItemSchema)), ...errorResponses(400) },
      },
    },
    async (req) => {
      const rows = await listMasterItems(ctx.db, req.params.name, req.query.ids);
      return { data: rows };
    },
  );

  app.get(
    apiPath(API.master.bySlug(':name', ':slug')),
    {
      schema: {
        tags: ['master'],
        summary: "One item by its slug; a merged item's slug answers the item it was merged into",
        params: z.object({ name: masterNameSchema, slug: z.string().max(200) }),
        response: { 200: envelope(masterItemSchema), ...errorResponses(400, 404) },
      },
    },
    async (req) => {
      const item = await masterItemBySlug(ctx.db, req.params.name, req.params.slug);
      if (!item) throw AppError.notFound('Item not found.');
      return { data: item };
    },
  );
};
