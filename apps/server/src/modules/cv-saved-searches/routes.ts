import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../core/lib/app-error';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { verifyUnsubscribeToken } from '../../platform/mail/unsubscribe-token';
import { requestCaller } from '../../platform/tenancy/request';
import { catalogue } from './i18n';
import { createSavedSearchService } from './service';

const secured = { tags: ['CV database'], security: [{ bearer: [] }] };

/** search/candidate-create: the organisation's saved CV searches and their alerts (cv.saved_searches). */
export const cvSavedSearchRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createSavedSearchService(ctx.db);
  const guard = app.requirePermission('cv.saved_searches');
  const caller = (req: FastifyRequest) => requestCaller(ctx.permissions, req);

  route(
    app,
    endpoints.cvSearch.saved,
    {
      onRequest: guard,
      schema: {
        ...secured,
        summary: "The organisation's saved CV searches (the caller's and colleagues'), newest first",
        response: errorResponses(401, 403),
      },
    },
    async (req) => ({ data: await service.list(await caller(req)) }),
  );

  route(
    app,
    endpoints.cvSearch.createSaved,
    {
      onRequest: guard,
      schema: {
        ...secured,
        summary: 'Save the current CV search with a name, optionally as a daily or weekly alert',
        response: errorResponses(400, 401, 403),
      },
    },
    async (req, reply) => {
      const data = await service.create(await caller(req), req.body);
      return reply.status(201).send({ data, message: catalogue.t(req.locale, 'done.searchSaved') });
    },
  );

  route(
    app,
    endpoints.cvSearch.updateSavedById,
    {
      onRequest: guard,
      schema: {
        ...secured,
        summary: 'Rename a saved search or change its alert (its maker only)',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => ({
      data: await service.update(await caller(req), req.params.id, req.body),
      message: catalogue.t(req.locale, 'done.searchUpdated'),
    }),
  );

  route(
    app,
    endpoints.cvSearch.removeSavedById,
    {
      onRequest: guard,
      schema: {
        ...secured,
        summary: 'Delete a saved search (its maker only)',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => {
      await service.remove(await caller(req), req.params.id);
      return { message: catalogue.t(req.locale, 'done.searchDeleted') };
    },
  );

  route(
    app,
    endpoints.cvSearch.savedUnsubscribe,
    {
      schema: {
        tags: ['CV database'],
        summary:
          "One-click unsubscribe from a saved search's alert (RFC 8058); no sign-in, the token is the proof",
        response: errorResponses(400, 404),
      },
    },
    async (req) => {
      // A mail client's one-click POST may carry the token in a form body instead of the query.
      const body: unknown = req.body;
      const token =
        req.query.token ??
        (body instanceof Object && 'token' in body && typeof body.token === 'string'
          ? body.token
          : undefined);
      if (!token)
        throw AppError.validation({ token: [catalogue.text('errors.unsubscribe_link_incomplete')] });
      const id = verifyUnsubscribeToken(ctx.secret, token, 'cv-search-alert-unsubscribe');
      if (id == null || !(await service.unsubscribe(id)))
        throw AppError.notFound(catalogue.text('errors.unsubscribe_link_not_valid'));
      return { message: catalogue.t(req.locale, 'done.alertOff') };
    },
  );
};
