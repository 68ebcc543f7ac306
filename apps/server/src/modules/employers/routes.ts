import { localeFromAcceptLanguage } from '@portal/contract/locale';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, MINUTE, rateLimit, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { requestCaller } from '../../platform/tenancy/request';
import { catalogue } from './i18n';
import { createClientService } from './service';

export const employerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createClientService({
    db: ctx.db,
    publicUrl: ctx.config.publicUrl,
    notifyMail: ctx.notifyMail,
  });

  route(
    app,
    endpoints.employers.register,
    {
      config: rateLimit(10, 10 * MINUTE, ctx.config.rateLimitFactor),
      schema: {
        tags: ['employers'],
        summary:
          'Register an employer or consultancy (pending activation): 202 either way; a known address gets a warning mail',
        response: errorResponses(400, 429),
      },
    },
    async (req, reply) => {
      await service.register(req.body, localeFromAcceptLanguage(req.headers['accept-language']));
      return reply
        .status(202)
        .send({ message: catalogue.t(req.locale, 'done.registered', { type: req.body.client_type }) });
    },
  );

  route(
    app,
    endpoints.employers.list,
    {
      onRequest: app.requirePermission('clients.list'),
      schema: {
        tags: ['employers'],
        summary: "Operator's staff: organisations of one type, newest first",
        security: [{ bearer: [] }],
        response: errorResponses(400, 401, 403),
      },
    },
    async (req) => {
      const { items, total } = await service.list(await requestCaller(ctx.permissions, req), req.query);
      return { data: items, meta: { page: req.query.page, page_size: req.query.page_size, total } };
    },
  );

  route(
    app,
    endpoints.employers.byId,
    {
      onRequest: app.requirePermission('clients.view'),
      schema: {
        tags: ['employers'],
        summary: "One organisation: any for the operator's staff, the caller's own for a tenant",
        security: [{ bearer: [] }],
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => ({ data: await service.get(await requestCaller(ctx.permissions, req), req.params.id) }),
  );

  route(
    app,
    endpoints.employers.status,
    {
      onRequest: app.requirePermission('clients.activate'),
      schema: {
        tags: ['employers'],
        summary: "Operator's staff: activate, suspend or reject an organisation",
        security: [{ bearer: [] }],
        response: errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (req) => {
      const caller = await requestCaller(ctx.permissions, req);
      const { client, message } = await service.changeStatus(caller, req.params.id, req.body);
      return { data: client, message };
    },
  );
};
