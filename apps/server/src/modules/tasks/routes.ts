import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/http/auth';
import { requestCaller } from '../../platform/tenancy/request';
import { proposeOnEvents } from './events';
import { catalogue } from './i18n';
import { createTaskService } from './service';

const secured = { security: [{ bearer: [] }], tags: ['tasks'] };

/**
 * Tasks (tasks.manage): the caller's organisation's own, for the operator's staff too. The caller
 * carries jobs.manage_all so the operator's staff may attach a task to any organisation's job or
 * application; the task itself stays their organisation's.
 */
export const taskRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createTaskService({ db: ctx.db });
  const manage = app.requirePermission('tasks.manage');
  const caller = (req: Parameters<typeof requestCaller>[1]) =>
    requestCaller(ctx.permissions, req, 'jobs.manage_all');
  // A candidate found in the CV database is in reach for those who search it (tasks on it, and their links).
  const reach = async (req: Parameters<typeof currentUser>[0]) => ({
    cvDatabase: await ctx.permissions.has(currentUser(req), 'cv.search'),
    locale: req.locale,
  });
  proposeOnEvents(ctx.db, app.log);

  route(
    app,
    endpoints.tasks.list,
    {
      onRequest: manage,
      schema: {
        ...secured,
        summary: "The caller's or the team's tasks: overdue first, then by due time",
        response: errorResponses(400, 401, 403),
      },
    },
    async (req) => service.list(await caller(req), req.query, await reach(req)),
  );

  route(
    app,
    endpoints.tasks.summary,
    {
      onRequest: manage,
      schema: {
        ...secured,
        summary: "The caller's open tasks due today or overdue (the header's count)",
        response: errorResponses(401, 403),
      },
    },
    async (req) => ({ data: await service.summary(await caller(req)) }),
  );

  route(
    app,
    endpoints.tasks.options,
    {
      onRequest: manage,
      schema: {
        ...secured,
        summary: "What the task form offers: the team and the organisation's time zone",
        response: errorResponses(401, 403),
      },
    },
    async (req) => ({ data: await service.options(await caller(req)) }),
  );

  route(
    app,
    endpoints.tasks.create,
    {
      onRequest: manage,
      schema: {
        ...secured,
        summary: 'Add a task to a candidate, application, job or organisation the caller reaches',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req, reply) => {
      const data = await service.create(await caller(req), req.body, await reach(req));
      reply.code(201);
      return { data, message: catalogue.t(req.locale, 'done.added') };
    },
  );

  route(
    app,
    endpoints.tasks.update,
    {
      onRequest: manage,
      schema: {
        ...secured,
        summary: 'Change a task: title, due time, assignee, notes, open or done',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => {
      const data = await service.update(await caller(req), req.params.id, req.body, await reach(req));
      const message =
        req.body.status === 'done'
          ? catalogue.t(req.locale, 'done.done')
          : req.body.status === 'open'
            ? catalogue.t(req.locale, 'done.reopened')
            : catalogue.t(req.locale, 'done.saved');
      return { data, message };
    },
  );

  route(
    app,
    endpoints.tasks.remove,
    {
      onRequest: manage,
      schema: { ...secured, summary: 'Delete a task', response: errorResponses(400, 401, 403, 404) },
    },
    async (req) => {
      await service.remove(await caller(req), req.params.id);
      return { message: catalogue.t(req.locale, 'done.deleted') };
    },
  );

  route(
    app,
    endpoints.tasks.proposals,
    {
      onRequest: manage,
      schema: {
        ...secured,
        summary: "The tasks proposed after events, waiting for the organisation's answer",
        response: errorResponses(401, 403),
      },
    },
    async (req) => ({ data: await service.proposals(await caller(req), await reach(req)) }),
  );

  route(
    app,
    endpoints.tasks.accept,
    {
      onRequest: manage,
      schema: {
        ...secured,
        summary: 'Accept a proposed task: it becomes a task',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req, reply) => {
      const data = await service.accept(await caller(req), req.params.id, await reach(req));
      reply.code(201);
      return { data, message: catalogue.t(req.locale, 'done.added') };
    },
  );

  route(
    app,
    endpoints.tasks.dismiss,
    {
      onRequest: manage,
      schema: {
        ...secured,
        summary: 'Dismiss a proposed task',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => {
      await service.dismiss(await caller(req), req.params.id);
      return { message: catalogue.t(req.locale, 'done.dismissed') };
    },
  );
};
