import { idParam } from '@portal/contract/fields';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, route, sharedBodies } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { idempotent } from '../../platform/http/idempotency';
import { requestCaller } from '../../platform/tenancy/request';
import { catalogue } from './i18n';
import { isStaff, viewJob } from './public';
import { createJobService } from './service';
import { flushViews } from './views';

const secured = { security: [{ bearer: [] }], tags: ['jobs'] };
/** A job's public answer is one object per kept job (public.ts): its body is made once. */
const publicViewBody = sharedBodies(endpoints.jobs.view);

export const jobRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createJobService(ctx.db, app.log);
  app.addHook('onClose', () => flushViews(ctx.db));
  const manage = app.requirePermission('jobs.manage');
  const caller = (req: FastifyRequest) => requestCaller(ctx.permissions, req, 'jobs.manage_all');

  route(
    app,
    endpoints.jobs.list,
    {
      onRequest: manage,
      schema: {
        ...secured,
        summary: "The organisation's jobs (staff: every organisation's), with counts by status",
        response: errorResponses(400, 401, 403),
      },
    },
    async (req) => {
      const { data, total, counts } = await service.list(await caller(req), req.query);
      return { data, meta: { page: req.query.page, page_size: req.query.page_size, total, counts } };
    },
  );

  route(
    app,
    endpoints.jobs.create,
    {
      onRequest: manage,
      config: idempotent,
      schema: {
        ...secured,
        summary: 'Create a job (a draft unless status is published); honours Idempotency-Key',
        response: errorResponses(400, 401, 403, 409, 422),
      },
    },
    async (req, reply) => {
      const data = await service.create(await caller(req), req.body);
      return reply.status(201).send({
        data,
        message:
          data.status === 'published'
            ? catalogue.t(req.locale, 'done.published')
            : catalogue.t(req.locale, 'done.draftSaved'),
      });
    },
  );

  route(
    app,
    endpoints.jobs.bulkClose,
    {
      onRequest: manage,
      schema: {
        ...secured,
        summary: 'Close several published jobs',
        response: errorResponses(400, 401, 403),
      },
    },
    async (req) => {
      const closed = await service.bulkClose(await caller(req), req.body.ids);
      return { data: { closed }, message: catalogue.t(req.locale, 'done.bulkClosed', { count: closed }) };
    },
  );

  route(
    app,
    endpoints.jobs.view,
    {
      onRequest: app.identify,
      schema: {
        tags: ['jobs'],
        summary: 'A job as the public sees it; counts a view (once per visitor per day)',
        response: errorResponses(400, 404),
      },
    },
    async (req, reply) => {
      const { job, shared } = await viewJob(
        ctx.db,
        req.params.id,
        { user: req.user, staff: await isStaff(ctx.permissions, req.user) },
        {
          visitor: { userId: req.user?.id ?? null, ip: req.ip, userAgent: req.headers['user-agent'] ?? '' },
          secret: ctx.secret,
          log: app.log,
        },
      );
      if (!shared) return { data: job };
      const body = publicViewBody(job, { data: job });
      return reply
        .type('application/json; charset=utf-8')
        .serializer(() => body)
        .send({ data: job });
    },
  );

  const one = { ...secured, params: idParam };
  route(
    app,
    endpoints.jobs.byId,
    {
      onRequest: manage,
      schema: {
        ...one,
        summary: 'A job with its views and applications',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => ({ data: await service.get(await caller(req), req.params.id) }),
  );

  route(
    app,
    endpoints.jobs.update,
    {
      onRequest: manage,
      schema: { ...one, summary: 'Change a job', response: errorResponses(400, 401, 403, 404) },
    },
    async (req) => ({
      data: await service.update(await caller(req), req.params.id, req.body),
      message: catalogue.t(req.locale, 'done.saved'),
    }),
  );

  route(
    app,
    endpoints.jobs.remove,
    {
      onRequest: manage,
      schema: { ...one, summary: 'Delete a draft', response: errorResponses(400, 401, 403, 404, 409) },
    },
    async (req) => {
      await service.remove(await caller(req), req.params.id);
      return { message: catalogue.t(req.locale, 'done.draftDeleted') };
    },
  );

  // A job's status moves and its copy: the same guard, errors and answer, each from its endpoint.
  const moved = { onRequest: manage, schema: { ...one, response: errorResponses(400, 401, 403, 404, 409) } };
  route(
    app,
    endpoints.jobs.publish,
    { ...moved, schema: { ...moved.schema, summary: 'Publish a draft (or re-publish a closed job)' } },
    async (req) => ({
      data: await service.publish(await caller(req), req.params.id),
      message: catalogue.t(req.locale, 'done.published'),
    }),
  );
  route(
    app,
    endpoints.jobs.close,
    { ...moved, schema: { ...moved.schema, summary: 'Close a published job' } },
    async (req) => ({
      data: await service.close(await caller(req), req.params.id),
      message: catalogue.t(req.locale, 'done.closed'),
    }),
  );
  route(
    app,
    endpoints.jobs.duplicate,
    { ...moved, schema: { ...moved.schema, summary: 'Copy a job into a new draft' } },
    async (req, reply) =>
      reply.status(201).send({
        data: await service.duplicate(await caller(req), req.params.id),
        message: catalogue.t(req.locale, 'done.copied'),
      }),
  );
};
