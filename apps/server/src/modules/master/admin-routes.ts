import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { publish } from '../../platform/events/domain-events';
import { requestCaller } from '../../platform/tenancy/request';
import { createMasterAdmin } from './admin';
import { masterCsvRoutes } from './csv-routes';
import { catalogue } from './i18n';
import { createMasterLifecycle } from './merge';

/** The back office's master data: master_data.manage (operator only). */
export const masterAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Names show on hits, facets and job pages: whoever keeps them forgets them (master/refs.ts among others).
  const onChange = () => publish(ctx.db, 'master-data.changed', app.log);
  const admin = createMasterAdmin(ctx.db, onChange);
  const lifecycle = createMasterLifecycle(ctx.db, onChange);
  const base = { tags: ['master'], security: [{ bearer: [] }] };
  const guard = app.requirePermission('master_data.manage');

  route(
    app,
    endpoints.master.adminLists,
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Every master list with its item count',
        response: errorResponses(401, 403),
      },
    },
    async () => ({ data: await admin.lists() }),
  );

  route(
    app,
    endpoints.master.adminItems,
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: "A list's items in display order, with their place and parent; ?q= searches names",
        response: errorResponses(400, 401, 403),
      },
    },
    async (req) => ({ data: await admin.items(req.params.name, req.query.q) }),
  );

  route(
    app,
    endpoints.master.createAdminItems,
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Add an item at the end of a list (its slug is made from the name, once)',
        response: errorResponses(400, 401, 403, 409),
      },
    },
    async (req, reply) => {
      const id = await admin.add(await requestCaller(ctx.permissions, req), req.params.name, req.body);
      return reply.status(201).send({ data: { id }, message: catalogue.t(req.locale, 'done.added') });
    },
  );

  route(
    app,
    endpoints.master.updateAdminItem,
    {
      onRequest: guard,
      schema: {
        ...base,
        summary:
          'Rename an item (its slug stays), move it up or down the list, or deactivate/reactivate it (`active`)',
        response: errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (req) => {
      await admin.update(await requestCaller(ctx.permissions, req), req.params.name, req.params.id, req.body);
      return { message: catalogue.t(req.locale, 'done.saved') };
    },
  );

  route(
    app,
    endpoints.master.removeAdminItem,
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Delete an item nothing uses (409 for one in use: deactivate or merge it instead)',
        response: errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (req) => {
      await lifecycle.remove(await requestCaller(ctx.permissions, req), req.params.name, req.params.id);
      return { message: catalogue.t(req.locale, 'done.deleted') };
    },
  );

  route(
    app,
    endpoints.master.adminMerge,
    {
      onRequest: guard,
      schema: {
        ...base,
        summary:
          "Merge an item into `into_id` of the same list: its records move there in one transaction; it stays as the survivor's inactive alias",
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => {
      const moved = await lifecycle.merge(
        await requestCaller(ctx.permissions, req),
        req.params.name,
        req.params.id,
        req.body.into_id,
      );
      return { data: { moved }, message: catalogue.t(req.locale, 'done.merged') };
    },
  );

  await app.register(masterCsvRoutes, { ctx, onChange });
};
