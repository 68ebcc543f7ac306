import { envelope } from '@portal/contract/envelope';
import { healthSchema } from '@portal/contract/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../core/lib/endpoints';
import { route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(
    app,
    endpoints.health.root,
    {
      schema: {
        tags: ['health'],
        summary: "Liveness, database reachability and the search indexes' states",
        response: { 503: envelope(healthSchema) },
      },
    },
    async (_req, reply) => {
      const up = await ctx.database.ping();
      const data = {
        status: up ? ('ok' as const) : ('degraded' as const),
        uptime_s: Math.round(process.uptime()),
        database: up ? ('up' as const) : ('down' as const),
        driver: ctx.database.driver,
        // A failed index is not an outage: its searches read the database.
        indexes: ctx.indexes.list(),
      };
      return reply.status(up ? 200 : 503).send({ data });
    },
  );
};
