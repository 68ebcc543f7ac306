import { clientRegisterSchema, REGISTRATION_RECEIVED } from '@portal/contract/auth';
import { clientListQuerySchema, clientSchema, clientStatusChangeSchema } from '@portal/contract/clients';
import { envelope, listEnvelope, messageSchema } from '@portal/contract/envelope';
import { idParam } from '@portal/contract/fields';
import { API } from '@portal/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPath, errorResponses, MINUTE, rateLimit } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { requestCaller } from '../../platform/tenancy/request';
import { createClientService } from './service';

export const employerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createClientService({
    db: ctx.db,
    publicUrl: ctx.config.publicUrl,
    notifyMail: ctx.notifyMail,
  });

  app.post(
    apiPath(API.employers.register),
    {
      config: rateLimit(10, 10 * MINUTE, ctx.config.rateLimitFactor),
      schema: {
        tags: ['employers'],
        summary:
          'Register an employer or consultancy (pending activation): 202 either way; a known address gets a warning mail',
        body: clientRegisterSchema,
        response: { 202: messageSchema, ...errorResponses(400, 429) },
      },
    },
    async (req, reply) => {
      await service.register(req.body);
      return reply.status(202).send({ message: REGISTRATION_RECEIVED[req.body.client_type] });
    },
  );

  app.get(
    apiPath(API.employers.list),
    {
      onRequest: app.requirePermission('clients.list'),
      schema: {
        tags: ['employers'],
        summary: "Operator's staff: organisations of one type, newest first",
        security: [{ bearer: [] }],
        querystring: clientListQuerySchema,
        response: { 200: listEnvelope(clientSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => {
      const { items, total } = await service.list(await requestCaller(ctx.permissions, req), req.query);
      return { data: items, meta: { page: req.query.page, page_size: req.query.page_size, total } };
    },
  );

  app.get(
    apiPath(API.employers.byId(':id')),
    {
      onRequest: app.requirePermission('clients.view'),
      schema: {
        tags: ['employers'],
        summary: "One organisation: any for the operator's staff, the caller's own for a tenant",
        security: [{ bearer: [] }],
        params: idParam,
        response: { 200: envelope(clientSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ({ data: await service.get(await requestCaller(ctx.permissions, req), req.params.id) }),
  );

  app.patch(
    apiPath(API.employers.status(':id')),
    {
      onRequest: app.requirePermission('clients.activate'),
      schema: {
        tags: ['employers'],
        summary: "Operator's staff: activate, suspend or reject an organisation",
        security: [{ bearer: [] }],
        params: idParam,
        body: clientStatusChangeSchema,
        response: { 200: envelope(clientSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => {
      const caller = await requestCaller(ctx.permissions, req);
      const { client, message } = await service.changeStatus(caller, req.params.id, req.body);
      return { data: client, message };
    },
  );
};
