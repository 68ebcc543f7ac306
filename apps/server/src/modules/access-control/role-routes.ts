import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { requestCaller } from '../../platform/tenancy/request';
import type { AccessControlDeps } from './guards';
import { catalogue } from './i18n';
import { createRoleGroupService } from './role-groups';
import { createAccessControlService } from './service';

/** Roles (built-in and custom) and role groups: everything here needs roles.manage (operator only). */
export const roleRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; deps: AccessControlDeps }> = async (
  app,
  { ctx, deps },
) => {
  const roles = createAccessControlService(deps);
  const groups = createRoleGroupService(deps);
  const base = { tags: ['access control'], security: [{ bearer: [] }] };
  const guard = app.requirePermission('roles.manage');
  const caller = (req: Parameters<typeof requestCaller>[1]) => requestCaller(ctx.permissions, req);

  route(
    app,
    endpoints.settings.roles,
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Every role, built-in and custom, with its holders, own grants and groups',
        response: errorResponses(401, 403),
      },
    },
    async (req) => ({ data: await roles.list(await caller(req)) }),
  );

  route(
    app,
    endpoints.settings.createRoles,
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Create a custom role on a built-in kind, with permissions the caller holds',
        response: errorResponses(400, 401, 403, 409),
      },
    },
    async (req, reply) =>
      reply.status(201).send({
        data: await roles.create(await caller(req), req.body),
        message: catalogue.t(req.locale, 'done.roleCreated'),
      }),
  );

  route(
    app,
    endpoints.settings.role,
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'One role: every permission it holds and where each comes from (its own grant or a group)',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => ({ data: await roles.detail(await caller(req), req.params.key) }),
  );

  route(
    app,
    endpoints.settings.updateRole,
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Rename or re-describe a custom role',
        response: errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (req) => ({
      data: await roles.update(await caller(req), req.params.key, req.body),
      message: catalogue.t(req.locale, 'done.roleSaved'),
    }),
  );

  route(
    app,
    endpoints.settings.removeRole,
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Delete a custom role nobody holds',
        response: errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (req) => {
      await roles.remove(await caller(req), req.params.key);
      return { message: catalogue.t(req.locale, 'done.roleDeleted') };
    },
  );

  route(
    app,
    endpoints.settings.roleGroups,
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Role groups: named bundles of permissions granted to several roles',
        response: errorResponses(401, 403),
      },
    },
    async (req) => ({ data: await groups.list(await caller(req)) }),
  );

  route(
    app,
    endpoints.settings.createRoleGroups,
    {
      onRequest: guard,
      schema: { ...base, summary: 'Create a role group', response: errorResponses(400, 401, 403, 409) },
    },
    async (req, reply) =>
      reply.status(201).send({
        data: await groups.create(await caller(req), req.body),
        message: catalogue.t(req.locale, 'done.groupCreated'),
      }),
  );

  route(
    app,
    endpoints.settings.updateRoleGroup,
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: "Change a role group's name, permissions or roles",
        response: errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (req) => ({
      data: await groups.update(await caller(req), req.params.id, req.body),
      message: catalogue.t(req.locale, 'done.groupSaved'),
    }),
  );

  route(
    app,
    endpoints.settings.removeRoleGroup,
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Delete a role group (its roles lose what only it gave them)',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => {
      await groups.remove(await caller(req), req.params.id);
      return { message: catalogue.t(req.locale, 'done.groupDeleted') };
    },
  );
};
