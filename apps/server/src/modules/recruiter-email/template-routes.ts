import { idParam } from '@portal/contract/fields';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { requestCaller } from '../../platform/tenancy/request';
import { catalogue } from './i18n';
import { previewMail, templateTags } from './preview';
import { createEmailTemplateService, toEmailTemplate } from './templates';

const secured = { security: [{ bearer: [] }], tags: ['recruiter e-mail'] };

/** template/email: the organisation's e-mail templates, their preview and their tags. */
export const emailTemplateRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createEmailTemplateService(ctx.db);
  const guard = app.requirePermission('email_templates.manage');
  // Templates are never shared across organisations: the operator's staff see the operator's own.
  const caller = async (req: FastifyRequest) => ({
    ...(await requestCaller(ctx.permissions, req)),
    all: false,
  });

  route(
    app,
    endpoints.emailTemplates.list,
    {
      onRequest: guard,
      schema: {
        ...secured,
        summary: "The organisation's e-mail templates",
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
    endpoints.emailTemplates.create,
    {
      onRequest: guard,
      schema: {
        ...secured,
        summary: 'Create an e-mail template (unknown merge tags are refused)',
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
    endpoints.emailTemplates.preview,
    {
      onRequest: guard,
      schema: {
        ...secured,
        summary: 'A message filled in for a real candidate and job of the organisation',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => ({ data: await previewMail(ctx.db, await caller(req), ctx.config.publicUrl, req.body) }),
  );

  const one = { ...secured, params: idParam };
  route(
    app,
    endpoints.emailTemplates.byId,
    {
      onRequest: guard,
      schema: { ...one, summary: 'An e-mail template', response: errorResponses(400, 401, 403, 404) },
    },
    async (req) => ({ data: await service.get(await caller(req), req.params.id) }),
  );

  route(
    app,
    endpoints.emailTemplates.update,
    {
      onRequest: guard,
      schema: { ...one, summary: 'Change an e-mail template', response: errorResponses(400, 401, 403, 404) },
    },
    async (req) => ({
      data: await service.update(await caller(req), req.params.id, req.body),
      message: catalogue.t(req.locale, 'done.templateSaved'),
    }),
  );

  route(
    app,
    endpoints.emailTemplates.remove,
    {
      onRequest: guard,
      schema: { ...one, summary: 'Delete an e-mail template', response: errorResponses(400, 401, 403, 404) },
    },
    async (req) => {
      await service.remove(await caller(req), req.params.id);
      return { message: catalogue.t(req.locale, 'done.templateDeleted') };
    },
  );

  route(
    app,
    endpoints.emailTemplates.duplicate,
    {
      onRequest: guard,
      schema: { ...one, summary: 'Copy an e-mail template', response: errorResponses(400, 401, 403, 404) },
    },
    async (req, reply) => {
      const data = await service.duplicate(await caller(req), req.params.id);
      return reply.status(201).send({ data, message: catalogue.t(req.locale, 'done.templateCopied') });
    },
  );

  route(
    app,
    endpoints.emailTemplates.tags,
    {
      onRequest: guard,
      schema: {
        ...one,
        summary: 'The merge tags a template uses, what each resolves to and where it comes from',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => {
      const who = await caller(req);
      const row = await service.load(who, req.params.id);
      const template = toEmailTemplate(row);
      const tags = await templateTags(ctx.db, who, ctx.config.publicUrl, template, req.query);
      return { data: { template, ...tags } };
    },
  );
};
