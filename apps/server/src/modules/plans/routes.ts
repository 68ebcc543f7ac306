import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { requestCaller } from '../../platform/tenancy/request';
import { catalogue } from './i18n';
import { readUsage } from './limits';
import { createPlanService } from './service';

export const planRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createPlanService(ctx.db);
  const staff = { tags: ['plans'], security: [{ bearer: [] }] };

  route(
    app,
    endpoints.plans.list,
    {
      onRequest: app.requirePermission('plans.manage'),
      schema: {
        ...staff,
        summary: 'Plans and their limits, smallest first',
        response: errorResponses(401, 403),
      },
    },
    async () => ({ data: await service.list() }),
  );

  route(
    app,
    endpoints.plans.create,
    {
      onRequest: app.requirePermission('plans.manage'),
      schema: { ...staff, summary: 'Define a plan', response: errorResponses(400, 401, 403) },
    },
    async (req, reply) =>
      reply.status(201).send({
        data: await service.create(await requestCaller(ctx.permissions, req), req.body),
        message: catalogue.t(req.locale, 'done.created'),
      }),
  );

  route(
    app,
    endpoints.plans.update,
    {
      onRequest: app.requirePermission('plans.manage'),
      schema: {
        ...staff,
        summary: 'Rename a plan or change its limits (every organisation on it follows at once)',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => ({
      data: await service.update(await requestCaller(ctx.permissions, req), req.params.id, req.body),
      message: catalogue.t(req.locale, 'done.saved'),
    }),
  );

  route(
    app,
    endpoints.plans.remove,
    {
      onRequest: app.requirePermission('plans.manage'),
      schema: {
        ...staff,
        summary: 'Delete a plan no organisation is on',
        response: errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (req) => {
      await service.remove(await requestCaller(ctx.permissions, req), req.params.id);
      return { message: catalogue.t(req.locale, 'done.deleted') };
    },
  );

  route(
    app,
    endpoints.employers.plan,
    {
      onRequest: app.requirePermission('plans.manage'),
      schema: {
        ...staff,
        summary: "Assign an organisation's plan for a period",
        response: errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (req) => {
      await service.assign(await requestCaller(ctx.permissions, req), req.params.id, req.body);
      return {
        data: await readUsage(ctx.db, req.params.id),
        message: catalogue.t(req.locale, 'done.assigned'),
      };
    },
  );

  route(
    app,
    endpoints.employers.usage,
    {
      onRequest: app.requirePermission('clients.view'),
      schema: {
        tags: ['plans'],
        security: [{ bearer: [] }],
        summary: "An organisation's plan and usage: any for the operator's staff, a tenant's own",
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => {
      return { data: await service.usage(await requestCaller(ctx.permissions, req), req.params.id) };
    },
  );
};
