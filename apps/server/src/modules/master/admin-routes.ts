import { envelope, messageSchema } from '@portal/contract/envelope';
import {
  masterAdminItemSchema,
  masterItemInputSchema,
  masterItemsQuerySchema,
  masterItemUpdateSchema,
  masterListSummarySchema,
  masterNameSchema,
} from '@portal/contract/master-data';
import { API } from '@portal/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { apiPath, errorResponses } from '../../lib/route';
import { invalidateJobCaches } from '../jobs/cache';
import { requestCaller } from '../tenancy/request';
import { createMasterAdmin } from './admin';

/** The back office's master data: master_data.manage (operator only). */
export const masterAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const admin = createMasterAdmin(ctx.db, () => invalidateJobCaches(ctx.db, app.log));
  const base = { tags: ['master'], security: [{ bearer: [] }] };
  const guard = app.requirePermission('master_data.manage');
  const listParam = z.object({ name: masterNameSchema });

  app.get(
    apiPath(API.master.adminLists),
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Every master list with its item count',
        response: { 200: envelope(z.array(masterListSummarySchema)), ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: await admin.lists() }),
  );

  app.get(
    apiPath(API.master.adminItems(':name')),
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: "A list's items in display order, with their place and parent; ?q= searches names",
        params: listParam,
        querystring: masterItemsQuerySchema,
        response: { 200: envelope(z.array(masterAdminItemSchema)), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => ({ data: await admin.items(req.params.name, req.query.q) }),
  );

  app.post(
    apiPath(API.master.adminItems(':name')),
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Add an item at the end of a list (its slug is made from the name, once)',
        params: listParam,
        body: masterItemInputSchema,
        response: {
          201: envelope(z.object({ id: z.number().int() })),
          ...errorResponses(400, 401, 403, 409),
        },
      },
    },
    async (req, reply) => {
      const id = await admin.add(await requestCaller(ctx.permissions, req), req.params.name, req.body);
      return reply.status(201).send({ data: { id }, message: 'Item added.' });
    },
  );

  app.patch(
    apiPath(API.master.adminItem(':name', ':id')),
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Rename an item (its slug stays) or move it up or down the list',
        params: listParam.extend({ id: z.coerce.number().int().positive() }),
        body: masterItemUpdateSchema,
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => {
      await admin.update(await requestCaller(ctx.permissions, req), req.params.name, req.params.id, req.body);
      return { message: 'Item saved.' };
    },
  );
};
