import { candidateDashboardSchema } from '@portal/contract/candidate-dashboard';
import { envelope } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPath, errorResponses } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/http/auth';
import { candidateDashboard } from './service';

export const candidateDashboardRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    apiPath(API.candidate.dashboard),
    {
      onRequest: app.requireRole('candidate'),
      schema: {
        security: [{ bearer: [] }],
        tags: ['candidate'],
        summary: 'My dashboard: counts, profile completeness, recent applications, top recommendations',
        response: { 200: envelope(candidateDashboardSchema), ...errorResponses(401, 403) },
      },
    },
    async (req) => ({ data: await candidateDashboard(ctx.db, currentUser(req).id) }),
  );
};
