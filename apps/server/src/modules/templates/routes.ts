import { envelope, listEnvelope, messageSchema } from '@portal/contract/envelope';
import { idParam } from '@portal/contract/fields';
import {
  jobManageSchema,
  jobTemplateInputSchema,
  jobTemplateListQuerySchema,
  jobTemplatePatchSchema,
  jobTemplateSchema,
} from '@portal/contract/jobs';
import { API } from '@portal/contract/paths';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPath, errorResponses } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { requestCaller } from '../../platform/tenancy/request';
import { createJobService } from '../jobs';
import { createTemplateService } from './service';

const secured = { security: [{ bearer: [] }], tags: ['job templates'] };

export const templateRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createTemplateService(ctx.db, createJobService(ctx.db, app.log));
  const guard = app.requirePermission('templates.manage');
  const caller = (req: FastifyRequest) => requestCaller(ctx.permissions, req, 'jobs.manage_all');

  app.get(
    apiPath(API.jobTemplates.list),
    {
      onRequest: guard,
      schema: {
        ...secured,
        summary: "The organisation's job templates",
        querystring: jobTemplateListQuerySchema,
        response: { 200: listEnvelope(jobTemplateSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => {
      const { data, total } = await service.list(await caller(req), req.query);
      return { data, meta: { page: req.query.page, page_size: req.query.page_size, total } };
    },
  );

  app.post(
    apiPath(API.jobTemplates.list),
    {
      onRequest: guard,
      schema: {
        ...secured,
        summary: 'Create a job template',
        body: jobTemplateInputSchema,
        response: { 201: envelope(jobTemplateSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const data = await service.create(await caller(req), req.body);
      return reply.status(201).send({ data, message: 'Template saved.' });
    },
  );

  const one = { ...secured, params: idParam };
  app.get(
    apiPath(API.jobTemplates.byId(':id')),
    {
      onRequest: guard,
      schema: {
        ...one,
        summary: 'A job template',
        response: { 200: envelope(jobTemplateSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ({ data: await service.get(await caller(req), req.params.id) }),
  );

  app.patch(
    apiPath(API.jobTemplates.byId(':id')),
    {
      onRequest: guard,
      schema: {
        ...one,
        summary: 'Change a job template',
        body: jobTemplatePatchSchema,
        response: { 200: envelope(jobTemplateSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ({
      data: await service.update(await caller(req), req.params.id, req.body),
      message: 'Template saved.',
    }),
  );

  app.delete(
    apiPath(API.jobTemplates.byId(':id')),
    {
      onRequest: guard,
      schema: {
        ...one,
        summary: 'Delete a job template',
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      await service.remove(await caller(req), req.params.id);
      return { message: 'Template deleted.' };
    },
  );

  app.post(
    apiPath(API.jobTemplates.createJob(':id')),
    {
      onRequest: [...guard, ...app.requirePermission('jobs.manage').slice(1)],
      schema: {
        ...one,
        summary: 'Create a draft job from a template',
        response: { 201: envelope(jobManageSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const data = await service.createJob(await caller(req), req.params.id);
      return reply.status(201).send({ data, message: 'Draft created from the template.' });
    },
  );
};
