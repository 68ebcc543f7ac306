import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { requestCaller } from '../../platform/tenancy/request';
import { ownClientId } from '../../platform/tenancy/scope';
import { adminDashboard, employerDashboard } from './queries';

const secured = { tags: ['dashboards'], security: [{ bearer: [] }] };

export const dashboardRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(
    app,
    endpoints.dashboards.admin,
    {
      onRequest: app.requirePermission('clients.list'),
      schema: {
        ...secured,
        summary:
          "The operator's dashboard: registrations, activity, pending organisations, subscribers, enquiries, mail",
        response: errorResponses(400, 401, 403),
      },
    },
    async (req) => ({ data: await adminDashboard(ctx.db, req.query.period) }),
  );

  route(
    app,
    endpoints.dashboards.employer,
    {
      onRequest: app.requirePermission('jobs.manage'),
      schema: {
        ...secured,
        summary:
          "The caller's organisation's hiring: open jobs, funnel, applications per week, expiring jobs, recent applicants",
        response: errorResponses(400, 401, 403),
      },
    },
    async (req) => {
      // Always the caller's own organisation, the operator's staff included.
      const clientId = ownClientId(await requestCaller(ctx.permissions, req));
      return { data: await employerDashboard(ctx.db, clientId, req.query.period) };
    },
  );
};
