import { randomUUID } from 'node:crypto';
import { moduleCatalogue } from '@portal/contract/access-control';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listen } from '../../core/db/notifications';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { requestCaller } from '../../platform/tenancy/request';
import { readAuditLog } from './audit';
import { catalogue } from './i18n';
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

  route(
    app,
    endpoints.settings.modules,
    {
      onRequest: app.requirePermission('roles.manage'),
      schema: {
        tags,
        security,
        summary: "The product's modules, each with its permissions",
        response: errorResponses(401, 403),
      },
    },
    async () => ({ data: moduleCatalogue() }),
  );

  route(
    app,
    endpoints.settings.permissions,
    {
      onRequest: app.requirePermission('roles.manage'),
      schema: {
        tags,
        security,
        summary: "Every permission and each role's grants",
        response: errorResponses(401, 403),
      },
    },
    async (req) => ({ data: await service.matrix(await requestCaller(ctx.permissions, req)) }),
  );

  route(
    app,
    endpoints.settings.rolePermissions,
    {
      onRequest: app.requirePermission('roles.manage'),
      schema: {
        tags,
        security,
        summary: "Replace a role's permissions (in force on every process's next request)",
        response: errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (req) => ({
      data: await service.setRolePermissions(
        await requestCaller(ctx.permissions, req),
        req.params.role,
        req.body.permissions,
      ),
      message: catalogue.t(req.locale, 'done.permissionsSaved'),
    }),
  );

  route(
    app,
    endpoints.settings.auditLog,
    {
      onRequest: app.requirePermission('audit.read'),
      schema: {
        tags,
        security,
        summary: 'The audit log (who, what, before, after), newest first, with filters',
        response: errorResponses(400, 401, 403),
      },
    },
    async (req) => {
      const { rows, total } = await readAuditLog(ctx.db, req.query, req.locale);
      return { data: rows, meta: { page: req.query.page, page_size: req.query.page_size, total } };
    },
  );
};
