import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/http/auth';
import { requestCaller } from '../../platform/tenancy/request';
import { ownClientId } from '../../platform/tenancy/scope';
import { adminDashboard, employerDashboard } from './queries';
import { myDashboard, searchDemand, teamDashboard } from './role-queries';

const secured = { tags: ['dashboards'], security: [{ bearer: [] }] };

export const dashboardRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(
    app,
    endpoints.dashboards.admin,
    {
      // Operator-only: the other staff roles see their own work (dashboards/mine) instead.
      onRequest: app.requirePermission('dashboards.operator'),
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

  route(
    app,
    endpoints.dashboards.searchDemand,
    {
      onRequest: app.requirePermission('dashboards.operator'),
      schema: {
        ...secured,
        summary:
          'What job seekers searched for over 7 or 30 days: the top keywords and those that found nothing',
        response: errorResponses(400, 401, 403),
      },
    },
    async (req) => ({ data: await searchDemand(ctx.db, req.query.days) }),
  );

  route(
    app,
    endpoints.dashboards.mine,
    {
      onRequest: app.requirePermission('jobs.manage'),
      schema: {
        ...secured,
        summary: "The caller's own work: the pipeline of the jobs they posted, and their interviews to come",
        response: errorResponses(401, 403),
      },
    },
    async (req) => {
      // The caller's own user and organisation only: nothing in the request can name another's.
      const clientId = ownClientId(await requestCaller(ctx.permissions, req));
      return { data: await myDashboard(ctx.db, currentUser(req).id, clientId) };
    },
  );

  route(
    app,
    endpoints.dashboards.team,
    {
      onRequest: app.requirePermission('users.list'),
      schema: {
        ...secured,
        summary: "The caller's organisation's team activity per member and week, and its plan use per month",
        response: errorResponses(400, 401, 403),
      },
    },
    async (req) => {
      // Always the caller's own organisation, the operator's staff included (their own team).
      const clientId = ownClientId(await requestCaller(ctx.permissions, req));
      return { data: await teamDashboard(ctx.db, clientId, req.query.period) };
    },
  );
};
