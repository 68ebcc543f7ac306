import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/http/auth';
import { candidateDashboard } from './service';

export const candidateDashboardRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(
    app,
    endpoints.candidate.dashboard,
    {
      onRequest: app.requireRole('candidate'),
      schema: {
        security: [{ bearer: [] }],
        tags: ['candidate'],
        summary: 'My dashboard: counts, profile completeness, recent applications, top recommendations',
        response: errorResponses(401, 403),
      },
    },
    async (req) => ({ data: await candidateDashboard(ctx.db, currentUser(req).id) }),
  );
};
