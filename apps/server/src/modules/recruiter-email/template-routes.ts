import { envelope, listEnvelope, messageSchema } from '@portal/contract/envelope';
import { idParam } from '@portal/contract/fields';
import { API } from '@portal/contract/paths';
import {
  emailPreviewInputSchema,
  emailPreviewQuerySchema,
  emailPreviewSchema,
  emailTemplateInputSchema,
  emailTemplateListQuerySchema,
  emailTemplatePatchSchema,
  emailTemplateSchema,
  emailTemplateTagsSchema,
} from '@portal/contract/recruiter-email';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPath, errorResponses } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { requestCaller } from '../../platform/tenancy/request';
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
  const E = API.emailTemplates;

  app.get(
    apiPath(E.list),
    {
      onRequest: guard,
      schema: {
        ...secured,
        summary: "The organisation's e-mail templates",
        querystring: emailTemplateListQuerySchema,
        response: { 200: listEnvelope(emailTemplateSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => {
      const { data, total } = await service.list(await caller(req), req.query);
      return { data, meta: { page: req.query.page, page_size: req.query.page_size, total } };
    },
  );

  app.post(
    apiPath(E.list),
    {
      onRequest: guard,
      schema: {
        ...secured,
        summary: 'Create an e-mail template (unknown merge tags are refused)',
        body: emailTemplateInputSchema,
        response: { 201: envelope(emailTemplateSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const data = await service.create(await caller(req), req.body);
      return reply.status(201).send({ data, message: 'E-mail template saved.' });
    },
  );

  app.post(
    apiPath(E.preview),
    {
      onRequest: guard,
      schema: {
        ...secured,
        summary: 'A message filled in for a real candidate and job of the organisation',
        body: emailPreviewInputSchema,
        response: { 200: envelope(emailPreviewSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ({ data: await previewMail(ctx.db, await caller(req), ctx.config.publicUrl, req.body) }),
  );

  const one = { ...secured, params: idParam };
  app.get(
    apiPath(E.byId(':id')),
    {
      onRequest: guard,
      schema: {
        ...one,
        summary: 'An e-mail template',
        response: { 200: envelope(emailTemplateSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ({ data: await service.get(await caller(req), req.params.id) }),
  );

  app.patch(
    apiPath(E.byId(':id')),
    {
      onRequest: guard,
      schema: {
        ...one,
        summary: 'Change an e-mail template',
        body: emailTemplatePatchSchema,
        response: { 200: envelope(emailTemplateSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ({
      data: await service.update(await caller(req), req.params.id, req.body),
      message: 'E-mail template saved.',
    }),
  );

  app.delete(
    apiPath(E.byId(':id')),
    {
      onRequest: guard,
      schema: {
        ...one,
        summary: 'Delete an e-mail template',
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      await service.remove(await caller(req), req.params.id);
      return { message: 'E-mail template deleted.' };
    },
  );

  app.post(
    apiPath(E.duplicate(':id')),
    {
      onRequest: guard,
      schema: {
        ...one,
        summary: 'Copy an e-mail template',
        response: { 201: envelope(emailTemplateSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const data = await service.duplicate(await caller(req), req.params.id);
      return reply.status(201).send({ data, message: 'Template copied.' });
    },
  );

  app.get(
    apiPath(E.tags(':id')),
    {
      onRequest: guard,
      schema: {
        ...one,
        summary: 'The merge tags a template uses, what each resolves to and where it comes from',
        querystring: emailPreviewQuerySchema,
        response: { 200: envelope(emailTemplateTagsSchema), ...errorResponses(400, 401, 403, 404) },
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
