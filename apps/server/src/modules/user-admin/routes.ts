import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, MINUTE, rateLimit, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { requestCaller } from '../../platform/tenancy/request';
import { catalogue } from './i18n';
import { manageableBy } from './manageable';
import { createOrganisation } from './organisations';
import { passwordLinkInfo, usePasswordLink } from './password-links';
import { listUsers } from './repository';
import { createUserAdminService } from './service';
import { teamActivity } from './team-activity';

export const userAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createUserAdminService({
    db: ctx.db,
    permissions: ctx.permissions,
    publicUrl: ctx.config.publicUrl,
    notifyMail: ctx.notifyMail,
  });
  const linkDeps = { db: ctx.db, publicUrl: ctx.config.publicUrl, notifyMail: ctx.notifyMail };
  const tags = ['users'];
  const security = [{ bearer: [] }];
  const factor = ctx.config.rateLimitFactor;

  route(
    app,
    endpoints.user.list,
    {
      onRequest: app.requirePermission('users.list'),
      schema: {
        tags,
        security,
        summary:
          "Accounts: the operator's staff see every account (candidates too); a tenant, its own organisation's users",
        response: errorResponses(400, 401, 403),
      },
    },
    async (req) => {
      const caller = await requestCaller(ctx.permissions, req);
      const manageable = await manageableBy(ctx.permissions, caller);
      const { rows, total } = await listUsers(ctx.db, caller, req.query, manageable);
      return { data: rows, meta: { page: req.query.page, page_size: req.query.page_size, total } };
    },
  );

  route(
    app,
    endpoints.employers.teamActivity,
    {
      onRequest: app.requirePermission('users.list'),
      schema: {
        tags,
        security,
        summary: "The caller's organisation's team: jobs posted and applicants moved per person (?days=, 30)",
        response: errorResponses(400, 401, 403),
      },
    },
    async (req) => {
      const caller = await requestCaller(ctx.permissions, req);
      const manageable = await manageableBy(ctx.permissions, caller);
      return { data: await teamActivity(ctx.db, caller, req.query.days, manageable) };
    },
  );

  route(
    app,
    endpoints.employers.userDetail,
    {
      onRequest: app.requirePermission('users.list'),
      schema: {
        tags,
        security,
        summary: "A user's page: role, organisation, status, recent activity and what the caller may change",
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => ({ data: await service.detail(await requestCaller(ctx.permissions, req), req.params.id) }),
  );

  route(
    app,
    endpoints.employers.create,
    {
      onRequest: app.requirePermission('clients.create'),
      schema: {
        tags,
        security,
        summary: 'Create an employer or consultancy, active at once, with its first user (invited by mail)',
        response: errorResponses(400, 401, 403, 409),
      },
    },
    async (req, reply) =>
      reply.status(201).send({
        data: await createOrganisation(
          linkDeps,
          await requestCaller(ctx.permissions, req),
          req.body,
          req.locale,
        ),
        message: catalogue.t(req.locale, 'done.clientActive', {
          company: req.body.company_name,
          email: req.body.email,
        }),
      }),
  );

  route(
    app,
    endpoints.employers.createUser,
    {
      onRequest: app.requirePermission('users.manage'),
      schema: {
        tags,
        security,
        summary: 'Add a user to an organisation; they get an invitation mail to set their password',
        response: errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (req, reply) =>
      reply.status(201).send({
        data: await service.create(await requestCaller(ctx.permissions, req), req.body, req.locale),
        message: catalogue.t(req.locale, 'done.invited', { email: req.body.email }),
      }),
  );

  route(
    app,
    endpoints.user.status,
    {
      onRequest: app.requirePermission('users.manage'),
      schema: {
        tags,
        security,
        summary: 'Suspend (every session ends at once) or reactivate a user',
        response: errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (req) => {
      const caller = await requestCaller(ctx.permissions, req);
      const data = await service.changeStatus(caller, req.params.id, req.body.action);
      return {
        data,
        message:
          req.body.action === 'suspend'
            ? catalogue.t(req.locale, 'done.suspended')
            : catalogue.t(req.locale, 'done.reactivated'),
      };
    },
  );

  route(
    app,
    endpoints.user.role,
    {
      onRequest: app.requirePermission('users.manage'),
      schema: {
        tags,
        security,
        summary: "Change a user's role, within the permissions the caller holds",
        response: errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (req) => ({
      data: await service.changeRole(await requestCaller(ctx.permissions, req), req.params.id, req.body.role),
      message: catalogue.t(req.locale, 'done.roleChanged'),
    }),
  );

  route(
    app,
    endpoints.user.resetLink,
    {
      onRequest: app.requirePermission('users.manage'),
      config: rateLimit(20, MINUTE, factor),
      schema: {
        tags,
        security,
        summary: 'Mail the user a single-use link to set a new password',
        response: errorResponses(400, 401, 403, 404, 429),
      },
    },
    async (req) => {
      await service.sendResetLink(await requestCaller(ctx.permissions, req), req.params.id);
      return { message: catalogue.t(req.locale, 'done.resetSent') };
    },
  );

  route(
    app,
    endpoints.user.mfaReset,
    {
      onRequest: app.requirePermission('users.manage'),
      config: rateLimit(20, MINUTE, factor),
      schema: {
        tags,
        security,
        summary: "Remove the user's authenticator and recovery codes (a lost phone)",
        response: errorResponses(400, 401, 403, 404, 409, 429),
      },
    },
    async (req) => {
      await service.resetMfa(await requestCaller(ctx.permissions, req), req.params.id);
      return { message: catalogue.t(req.locale, 'done.twoStepReset') };
    },
  );

  route(
    app,
    endpoints.user.setPassword,
    {
      config: rateLimit(30, 10 * MINUTE, factor),
      schema: {
        tags,
        summary: 'Whom an invitation or reset link is for (404 once used or expired)',
        response: errorResponses(400, 404, 429),
      },
    },
    async (req) => ({ data: await passwordLinkInfo(ctx.db, req.query.token) }),
  );

  route(
    app,
    endpoints.user.createSetPassword,
    {
      config: rateLimit(10, 10 * MINUTE, factor),
      schema: {
        tags,
        summary: 'Set the password with an invitation or reset link (once); every session ends',
        response: errorResponses(400, 404, 429),
      },
    },
    async (req) => {
      await usePasswordLink(ctx.db, req.body.token, req.body.password);
      return { message: catalogue.t(req.locale, 'done.passwordSet') };
    },
  );
};
