import { envelope } from '@portal/contract/envelope';
import { masterItemSchema, masterNameSchema } from '@portal/contract/master-data';
import { API } from '@portal/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { apiPath, errorResponses } from '../../lib/route';
import { listMasterItems } from './repository';

export const masterRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    apiPath(API.master.list(':name')),
    {
      schema: {
        tags: ['master'],
        summary: 'One master-data list, in display order',
        params: z.object({ name: masterNameSchema }),
        response: { 200: envelope(z.array(masterItemSchema)), ...errorResponses(400) },
      },
    },
    async (req) => {
      const rows = await listMasterItems(ctx.db, req.params.name);
      return { data: rows };
    },
  );
};
