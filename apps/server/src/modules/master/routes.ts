import { envelope } from '@portal/contract/envelope';
import { masterItemSchema, masterNameSchema } from '@portal/contract/master-data';
import { API } from '@portal/contract/paths';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { masterItems } from '../../db/schema/master-data';
import { apiPath, errorResponses } from '../../lib/route';

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
      const rows = await ctx.db
        .select({
          id: masterItems.id,
          name: masterItems.name,
          slug: masterItems.slug,
          parent_id: masterItems.parentId,
        })
        .from(masterItems)
        .where(eq(masterItems.list, req.params.name))
        .orderBy(asc(masterItems.sort), asc(masterItems.name));
      return { data: rows };
    },
  );
};
