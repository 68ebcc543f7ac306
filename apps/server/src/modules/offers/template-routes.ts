import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { requestCaller } from '../../platform/tenancy/request';
import { catalogue } from './i18n';
import { createOfferTemplateService } from './templates';

const secured = { security: [{ bearer: [] }], tags: ['offers'] };

/** offers/templates: the organisation's offer-letter templates (never another organisation's, the operator's included). */
export const offerTemplateRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createOfferTemplateService(ctx.db);
  const guard = app.requirePermission('applications.manage');
  const caller = async (req: FastifyRequest) => ({
    ...(await requestCaller(ctx.permissions, req)),
    all: false,
  });
  const errors = errorResponses(400, 401, 403, 404);

  route(
    app,
    endpoints.offers.templates,
    {
      onRequest: guard,
      schema: { ...secured, summary: "The organisation's offer-letter templates", response: errors },
    },
    async (req) => {
      const { data, total } = await service.list(await caller(req), req.query);
      return { data, meta: { page: req.query.page, page_size: req.query.page_size, total } };
    },
  );

  route(
    app,
    endpoints.offers.createTemplate,
    {
      onRequest: guard,
      schema: {
        ...secured,
        summary: 'Create an offer-letter template (unknown merge tags are refused)',
        response: errorResponses(400, 401, 403),
      },
    },
    async (req, reply) => {
      const data = await service.create(await caller(req), req.body);
      return reply.status(201).send({ data, message: catalogue.t(req.locale, 'done.templateSaved') });
    },
  );

  route(
    app,
    endpoints.offers.template,
    { onRequest: guard, schema: { ...secured, summary: 'An offer-letter template', response: errors } },
    async (req) => ({ data: await service.get(await caller(req), req.params.id) }),
  );

  route(
    app,
    endpoints.offers.updateTemplate,
    {
      onRequest: guard,
      schema: { ...secured, summary: 'Change an offer-letter template', response: errors },
    },
    async (req) => ({
      data: await service.update(await caller(req), req.params.id, req.body),
      message: catalogue.t(req.locale, 'done.templateSaved'),
    }),
  );

  route(
    app,
    endpoints.offers.removeTemplate,
    {
      onRequest: guard,
      schema: {
        ...secured,
        summary: 'Delete an offer-letter template (sent offers keep their letter)',
        response: errors,
      },
    },
    async (req) => {
      await service.remove(await caller(req), req.params.id);
      return { message: catalogue.t(req.locale, 'done.templateDeleted') };
    },
  );
};
