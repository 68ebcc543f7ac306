import { randomUUID } from 'node:crypto';
import {
  moduleCatalogue,
  moduleInfoSchema,
  permissionMatrixSchema,
  rolePermissionsUpdateSchema,
} from '@portal/contract/access-control';
import { roleKeySchema } from '@portal/contract/custom-roles';
import { envelope, listEnvelope } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import { auditEntrySchema, auditQuerySchema } from '@portal/contract/user-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listen } from '../../core/db/notifications';
import { apiPath, errorResponses } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { requestCaller } from '../../platform/tenancy/request';
import { readAuditLog } from './audit';
import { notifyGrantsChanged } from './repository';
import { roleRoutes } from './role-routes';
import { createAccessControlService, PERMISSIONS_CHANNEL } from './service';

export const accessControlRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const me = randomUUID();
  const deps = {
    db: ctx.db,
    permissions: ctx.permissions,
    announce: () => {
      // This process drops its cache at once; the others when PostgreSQL tells them (PGlite: one process).
      ctx.permissions.invalidate();
      notifyGrantsChanged(ctx.db, PERMISSIONS_CHANNEL, me).catch((err: unknown) => {
        app.log.warn({ err }, 'permission change notice not sent; other processes still hold the old grants');
      });
    },
  };
  const service = createAccessControlService(deps);
  await app.register(roleRoutes, { ctx, deps });
  if (ctx.config.databaseUrl) {
    // Every other process's next request reads the new grants; after a lost connection, too.
    const stop = await listen(
      ctx.config.databaseUrl,
      PERMISSIONS_CHANNEL,
      (from) => {
        if (from !== me) ctx.permissions.invalidate();
      },
      app.log,
    );
    app.addHook('onClose', stop);
  }
  const tags = ['access control'];
  const security = [{ bearer: [] }];

  app.get(
    apiPath(API.settings.modules),
    {
      onRequest: app.requirePermission('roles.manage'),
      schema: {
        tags,
        security,
        summary: "The product's modules, each with its permissions",
        response: { 200: envelope(z.array(moduleInfoSchema)), ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: moduleCatalogue() }),
  );

  app.get(
    apiPath(API.settings.permissions),
    {
      onRequest: app.requirePermission('roles.manage'),
      schema: {
        tags,
        security,
        summary: "Every permission and each role's grants",
        response: { 200: envelope(permissionMatrixSchema), ...errorResponses(401, 403) },
      },
    },
    async (req) => ({ data: await service.matrix(await requestCaller(ctx.permissions, req)) }),
  );

  app.put(
    apiPath(API.settings.rolePermissions(':role')),
    {
      onRequest: app.requirePermission('roles.manage'),
      schema: {
        tags,
        security,
        summary: "Replace a role's permissions (in force on every process's next request)",
        params: z.object({ role: roleKeySchema }),
        body: rolePermissionsUpdateSchema,
        response: { 200: envelope(permissionMatrixSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => ({
      data: await service.setRolePermissions(
        await requestCaller(ctx.permissions, req),
        req.params.role,
        req.body.permissions,
      ),
      message: 'Permissions saved.',
    }),
  );

  app.get(
    apiPath(API.settings.auditLog),
    {
      onRequest: app.requirePermission('audit.read'),
      schema: {
        tags,
        security,
        summary: 'The audit log (who, what, before, after), newest first, with filters',
        querystring: auditQuerySchema,
        response: { 200: listEnvelope(auditEntrySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => {
      const { rows, total } = await readAuditLog(ctx.db, req.query);
      return { data: rows, meta: { page: req.query.page, page_size: req.query.page_size, total } };
    },
  );
};
