import {
  adminDashboardSchema,
  dashboardQuerySchema,
  employerDashboardSchema,
} from '@portal/contract/dashboards';
import { envelope } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPath, errorResponses } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { requestCaller } from '../../platform/tenancy/request';
import { ownClientId } from '../../platform/tenancy/scope';
import { adminDashboard, employerDashboard } from './queries';

const secured = { tags: ['dashboards'], security: [{ bearer: [] }] };

export const dashboardRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    apiPath(API.dashboards.admin),
    {
      onRequest: app.requirePermission('clients.list'),
      schema: {
        ...secured,
        summary:
          "The operator's dashboard: registrations, activity, pending organisations, subscribers, enquiries, mail",
        querystring: dashboardQuerySchema,
        response: { 200: envelope(adminDashboardSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => ({ data: await adminDashboard(ctx.db, req.query.period) }),
  );

  app.get(
    apiPath(API.dashboards.employer),
    {
      onRequest: app.requirePermission('jobs.manage'),
      schema: {
        ...secured,
        summary:
          "The caller's organisation's hiring: open jobs, funnel, applications per week, expiring jobs, recent applicants",
        querystring: dashboardQuerySchema,
        response: { 200: envelope(employerDashboardSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => {
      // Always the caller's own organisation, the operator's staff included.
      const clientId = ownClientId(await requestCaller(ctx.permissions, req));
      return { data: await employerDashboard(ctx.db, clientId, req.query.period) };
    },
  );
};
