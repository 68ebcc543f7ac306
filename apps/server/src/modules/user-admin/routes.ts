import { envelope, listEnvelope, messageSchema } from '@portal/contract/envelope';
import { idParam } from '@portal/contract/fields';
import { API } from '@portal/contract/paths';
import {
  clientCreatedSchema,
  clientCreateSchema,
  createUserSchema,
  setPasswordInfoSchema,
  setPasswordSchema,
  setPasswordTokenQuerySchema,
  teamActivityQuerySchema,
  teamMemberActivitySchema,
  userDetailSchema,
  userListQuerySchema,
  userRoleChangeSchema,
  userRowSchema,
  userStatusChangeSchema,
} from '@portal/contract/user-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPath, errorResponses, MINUTE, rateLimit } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { requestCaller } from '../../platform/tenancy/request';
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

  app.get(
    apiPath(API.user.list),
    {
      onRequest: app.requirePermission('users.list'),
      schema: {
        tags,
        security,
        summary:
          "Accounts: the operator's staff see every account (candidates too); a tenant, its own organisation's users",
        querystring: userListQuerySchema,
        response: { 200: listEnvelope(userRowSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => {
      const { rows, total } = await listUsers(ctx.db, await requestCaller(ctx.permissions, req), req.query);
      return { data: rows, meta: { page: req.query.page, page_size: req.query.page_size, total } };
    },
  );

  app.get(
    apiPath(API.employers.teamActivity),
    {
      onRequest: app.requirePermission('users.list'),
      schema: {
        tags,
        security,
        summary: "The caller's organisation's team: jobs posted and applicants moved per person (?days=, 30)",
        querystring: teamActivityQuerySchema,
        response: { 200: envelope(z.array(teamMemberActivitySchema)), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => ({
      data: await teamActivity(ctx.db, await requestCaller(ctx.permissions, req), req.query.days),
    }),
  );

  app.get(
    apiPath(API.employers.userDetail(':id')),
    {
      onRequest: app.requirePermission('users.list'),
      schema: {
        tags,
        security,
        summary: "A user's page: role, organisation, status, recent activity and what the caller may change",
        params: idParam,
        response: { 200: envelope(userDetailSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ({ data: await service.detail(await requestCaller(ctx.permissions, req), req.params.id) }),
  );

  app.post(
    apiPath(API.employers.list),
    {
      onRequest: app.requirePermission('clients.create'),
      schema: {
        tags,
        security,
        summary: 'Create an employer or consultancy, active at once, with its first user (invited by mail)',
        body: clientCreateSchema,
        response: { 201: envelope(clientCreatedSchema), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (req, reply) =>
      reply.status(201).send({
        data: await createOrganisation(linkDeps, await requestCaller(ctx.permissions, req), req.body),
        message: `${req.body.company_name} is active. An invitation has been sent to ${req.body.email}.`,
      }),
  );

  app.post(
    apiPath(API.employers.createUser),
    {
      onRequest: app.requirePermission('users.manage'),
      schema: {
        tags,
        security,
        summary: 'Add a user to an organisation; they get an invitation mail to set their password',
        body: createUserSchema,
        response: { 201: envelope(userRowSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) =>
      reply.status(201).send({
        data: await service.create(await requestCaller(ctx.permissions, req), req.body),
        message: `Invitation sent to ${req.body.email}.`,
      }),
  );

  app.patch(
    apiPath(API.user.status(':id')),
    {
      onRequest: app.requirePermission('users.manage'),
      schema: {
        tags,
        security,
        summary: 'Suspend (every session ends at once) or reactivate a user',
        params: idParam,
        body: userStatusChangeSchema,
        response: { 200: envelope(userRowSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => {
      const caller = await requestCaller(ctx.permissions, req);
      const data = await service.changeStatus(caller, req.params.id, req.body.action);
      return { data, message: req.body.action === 'suspend' ? 'User suspended.' : 'User reactivated.' };
    },
  );

  app.patch(
    apiPath(API.user.role(':id')),
    {
      onRequest: app.requirePermission('users.manage'),
      schema: {
        tags,
        security,
        summary: "Change a user's role, within the permissions the caller holds",
        params: idParam,
        body: userRoleChangeSchema,
        response: { 200: envelope(userRowSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => ({
      data: await service.changeRole(await requestCaller(ctx.permissions, req), req.params.id, req.body.role),
      message: 'Role changed.',
    }),
  );

  app.post(
    apiPath(API.user.resetLink(':id')),
    {
      onRequest: app.requirePermission('users.manage'),
      config: rateLimit(20, MINUTE, factor),
      schema: {
        tags,
        security,
        summary: 'Mail the user a single-use link to set a new password',
        params: idParam,
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (req) => {
      await service.sendResetLink(await requestCaller(ctx.permissions, req), req.params.id);
      return { message: 'A link to set a new password has been sent.' };
    },
  );

  app.post(
    apiPath(API.user.mfaReset(':id')),
    {
      onRequest: app.requirePermission('users.manage'),
      config: rateLimit(20, MINUTE, factor),
      schema: {
        tags,
        security,
        summary: "Remove the user's authenticator and recovery codes (a lost phone)",
        params: idParam,
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (req) => {
      await service.resetMfa(await requestCaller(ctx.permissions, req), req.params.id);
      return { message: 'Two-step sign-in has been reset. The user can set it up again.' };
    },
  );

  app.get(
    apiPath(API.user.setPassword),
    {
      config: rateLimit(30, 10 * MINUTE, factor),
      schema: {
        tags,
        summary: 'Whom an invitation or reset link is for (404 once used or expired)',
        querystring: setPasswordTokenQuerySchema,
        response: { 200: envelope(setPasswordInfoSchema), ...errorResponses(400, 404, 429) },
      },
    },
    async (req) => ({ data: await passwordLinkInfo(ctx.db, req.query.token) }),
  );

  app.post(
    apiPath(API.user.setPassword),
    {
      config: rateLimit(10, 10 * MINUTE, factor),
      schema: {
        tags,
        summary: 'Set the password with an invitation or reset link (once); every session ends',
        body: setPasswordSchema,
        response: { 200: messageSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (req) => {
      await usePasswordLink(ctx.db, req.body.token, req.body.password);
      return { message: 'Your password is set. You can sign in now.' };
    },
  );
};
