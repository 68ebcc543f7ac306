import { idParam } from '@portal/contract/fields';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { requestCaller } from '../../platform/tenancy/request';
import { createJobService } from '../jobs';
import { catalogue } from './i18n';
import { createTemplateService } from './service';

const secured = { security: [{ bearer: [] }], tags: ['job templates'] };

export const templateRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createTemplateService(ctx.db, createJobService(ctx.db, app.log));
  const guard = app.requirePermission('templates.manage');
  const caller = (req: FastifyRequest) => requestCaller(ctx.permissions, req, 'jobs.manage_all');

  route(
    app,
    endpoints.jobTemplates.list,
    {
      onRequest: guard,
      schema: {
        ...secured,
        summary: "The organisation's job templates",
        response: errorResponses(400, 401, 403),
      },
    },
    async (req) => {
      const { data, total } = await service.list(await caller(req), req.query);
      return { data, meta: { page: req.query.page, page_size: req.query.page_size, total } };
    },
  );

  route(
    app,
    endpoints.jobTemplates.create,
    {
      onRequest: guard,
      schema: { ...secured, summary: 'Create a job template', response: errorResponses(400, 401, 403) },
    },
    async (req, reply) => {
      const data = await service.create(await caller(req), req.body);
      return reply.status(201).send({ data, message: catalogue.t(req.locale, 'done.saved') });
    },
  );

  const one = { ...secured, params: idParam };
  route(
    app,
    endpoints.jobTemplates.byId,
    {
      onRequest: guard,
      schema: { ...one, summary: 'A job template', response: errorResponses(400, 401, 403, 404) },
    },
    async (req) => ({ data: await service.get(await caller(req), req.params.id) }),
  );

  route(
    app,
    endpoints.jobTemplates.update,
    {
      onRequest: guard,
      schema: { ...one, summary: 'Change a job template', response: errorResponses(400, 401, 403, 404) },
    },
    async (req) => ({
      data: await service.update(await caller(req), req.params.id, req.body),
      message: catalogue.t(req.locale, 'done.saved'),
    }),
  );

  route(
    app,
    endpoints.jobTemplates.remove,
    {
      onRequest: guard,
      schema: { ...one, summary: 'Delete a job template', response: errorResponses(400, 401, 403, 404) },
    },
    async (req) => {
      await service.remove(await caller(req), req.params.id);
      return { message: catalogue.t(req.locale, 'done.deleted') };
    },
  );

  route(
    app,
    endpoints.jobTemplates.createJob,
    {
      onRequest: [...guard, ...app.requirePermission('jobs.manage').slice(1)],
      schema: {
        ...one,
        summary: 'Create a draft job from a template',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req, reply) => {
      const data = await service.createJob(await caller(req), req.params.id);
      return reply.status(201).send({ data, message: catalogue.t(req.locale, 'done.drafted') });
    },
  );
};
