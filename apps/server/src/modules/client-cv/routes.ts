import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, MINUTE, rateLimit, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { requestCaller } from '../../platform/tenancy/request';
import { clientCvFor, createShare, listShares, openShared, revokeShare } from './service';

const secured = { tags: ['CV database'], security: [{ bearer: [] }] };

/** The client CV: the recruiter's preview, its shared links, and the client's view of a link. */
export const clientCvRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(
    app,
    endpoints.clientCv.shared,
    {
      config: rateLimit(60, MINUTE, ctx.config.rateLimitFactor),
      schema: {
        tags: ['CV database'],
        summary:
          'A shared client CV; no sign-in, the token is the proof (404 unknown, 410 expired or withdrawn; each open logged)',
        response: errorResponses(400, 404, 410, 429),
      },
    },
    async (req, reply) => {
      // A shared CV is the candidate's personal data: never kept by a proxy or the browser.
      reply.header('cache-control', 'no-store');
      return { data: await openShared(ctx.db, req.query.token) };
    },
  );

  route(
    app,
    endpoints.clientCv.byCandidate,
    {
      onRequest: app.requirePermission('cv.search'),
      schema: {
        ...secured,
        summary: "A candidate's client CV on the caller's organisation's branding (logged as a profile view)",
        response: errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (req) => ({
      data: await clientCvFor(ctx.db, await requestCaller(ctx.permissions, req), req.params.id),
    }),
  );

  route(
    app,
    endpoints.clientCv.shares,
    {
      onRequest: app.requirePermission('cv.share'),
      schema: {
        ...secured,
        summary: "The caller's organisation's shared links to a candidate's client CV",
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => ({
      data: await listShares(ctx.db, await requestCaller(ctx.permissions, req), req.params.id),
    }),
  );

  route(
    app,
    endpoints.clientCv.createShares,
    {
      onRequest: app.requirePermission('cv.share'),
      schema: {
        ...secured,
        summary: 'Share the client CV by a link that expires (7 days unless chosen); the token is shown once',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req, reply) => {
      const share = await createShare(
        ctx.db,
        await requestCaller(ctx.permissions, req),
        req.params.id,
        req.body,
      );
      return reply.status(201).send({ data: share });
    },
  );

  route(
    app,
    endpoints.clientCv.share,
    {
      onRequest: app.requirePermission('cv.share'),
      schema: {
        ...secured,
        summary: "Withdraw a shared link of the caller's organisation (it stops working at once)",
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => ({
      data: await revokeShare(ctx.db, await requestCaller(ctx.permissions, req), req.params.id),
    }),
  );
};
