import { envelope, messageSchema } from '@portal/contract/envelope';
import { idParam } from '@portal/contract/fields';
import { API } from '@portal/contract/paths';
import {
  clientUsageSchema,
  planAssignmentInputSchema,
  planInputSchema,
  planSchema,
  planUpdateSchema,
} from '@portal/contract/plans';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPath, errorResponses } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { requestCaller } from '../../platform/tenancy/request';
import { readUsage } from './limits';
import { createPlanService } from './service';

export const planRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createPlanService(ctx.db);
  const staff = { tags: ['plans'], security: [{ bearer: [] }] };

  app.get(
    apiPath(API.plans.list),
    {
      onRequest: app.requirePermission('plans.manage'),
      schema: {
        ...staff,
        summary: 'Plans and their limits, smallest first',
        response: { 200: envelope(z.array(planSchema)), ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: await service.list() }),
  );

  app.post(
    apiPath(API.plans.list),
    {
      onRequest: app.requirePermission('plans.manage'),
      schema: {
        ...staff,
        summary: 'Define a plan',
        body: planInputSchema,
        response: { 201: envelope(planSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) =>
      reply.status(201).send({
        data: await service.create(await requestCaller(ctx.permissions, req), req.body),
        message: 'Plan created.',
      }),
  );

  app.patch(
    apiPath(API.plans.byId(':id')),
    {
      onRequest: app.requirePermission('plans.manage'),
      schema: {
        ...staff,
        summary: 'Rename a plan or change its limits (every organisation on it follows at once)',
        params: idParam,
        body: planUpdateSchema,
        response: { 200: envelope(planSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ({
      data: await service.update(await requestCaller(ctx.permissions, req), req.params.id, req.body),
      message: 'Plan saved.',
    }),
  );

  app.delete(
    apiPath(API.plans.byId(':id')),
    {
      onRequest: app.requirePermission('plans.manage'),
      schema: {
        ...staff,
        summary: 'Delete a plan no organisation is on',
        params: idParam,
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => {
      await service.remove(await requestCaller(ctx.permissions, req), req.params.id);
      return { message: 'Plan deleted.' };
    },
  );

  app.put(
    apiPath(API.employers.plan(':id')),
    {
      onRequest: app.requirePermission('plans.manage'),
      schema: {
        ...staff,
        summary: "Assign an organisation's plan for a period",
        params: idParam,
        body: planAssignmentInputSchema,
        response: { 200: envelope(clientUsageSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => {
      await service.assign(await requestCaller(ctx.permissions, req), req.params.id, req.body);
      return { data: await readUsage(ctx.db, req.params.id), message: 'Plan assigned.' };
    },
  );

  app.get(
    apiPath(API.employers.usage(':id')),
    {
      onRequest: app.requirePermission('clients.view'),
      schema: {
        tags: ['plans'],
        security: [{ bearer: [] }],
        summary: "An organisation's plan and usage: any for the operator's staff, a tenant's own",
        params: idParam,
        response: { 200: envelope(clientUsageSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      return { data: await service.usage(await requestCaller(ctx.permissions, req), req.params.id) };
    },
  );
};
