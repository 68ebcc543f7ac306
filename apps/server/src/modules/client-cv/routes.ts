import {
  clientCvSchema,
  clientCvShareInputSchema,
  clientCvShareSchema,
  clientCvTokenQuerySchema,
  createdClientCvShareSchema,
} from '@portal/contract/client-cv';
import { envelope } from '@portal/contract/envelope';
import { idParam } from '@portal/contract/fields';
import { API } from '@portal/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPath, errorResponses, MINUTE, rateLimit } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { requestCaller } from '../../platform/tenancy/request';
import { clientCvFor, createShare, listShares, openShared, revokeShare } from './service';

const secured = { tags: ['CV database'], security: [{ bearer: [] }] };

/** The client CV: the recruiter's preview, its shared links, and the client's view of a link. */
export const clientCvRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    apiPath(API.clientCv.shared),
    {
      config: rateLimit(60, MINUTE, ctx.config.rateLimitFactor),
      schema: {
        tags: ['CV database'],
        summary:
          'A shared client CV; no sign-in, the token is the proof (404 unknown, 410 expired or withdrawn; each open logged)',
        querystring: clientCvTokenQuerySchema,
        response: { 200: envelope(clientCvSchema), ...errorResponses(400, 404, 410, 429) },
      },
    },
    async (req, reply) => {
      // A shared CV is the candidate's personal data: never kept by a proxy or the browser.
      reply.header('cache-control', 'no-store');
      return { data: await openShared(ctx.db, req.query.token) };
    },
  );

  app.get(
    apiPath(API.clientCv.byCandidate(':id')),
    {
      onRequest: app.requirePermission('cv.search'),
      schema: {
        ...secured,
        summary: "A candidate's client CV on the caller's organisation's branding (logged as a profile view)",
        params: idParam,
        response: { 200: envelope(clientCvSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => ({
      data: await clientCvFor(ctx.db, await requestCaller(ctx.permissions, req), req.params.id),
    }),
  );

  app.get(
    apiPath(API.clientCv.shares(':id')),
    {
      onRequest: app.requirePermission('cv.share'),
      schema: {
        ...secured,
        summary: "The caller's organisation's shared links to a candidate's client CV",
        params: idParam,
        response: { 200: envelope(z.array(clientCvShareSchema)), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ({
      data: await listShares(ctx.db, await requestCaller(ctx.permissions, req), req.params.id),
    }),
  );

  app.post(
    apiPath(API.clientCv.shares(':id')),
    {
      onRequest: app.requirePermission('cv.share'),
      schema: {
        ...secured,
        summary: 'Share the client CV by a link that expires (7 days unless chosen); the token is shown once',
        params: idParam,
        body: clientCvShareInputSchema,
        response: { 201: envelope(createdClientCvShareSchema), ...errorResponses(400, 401, 403, 404) },
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

  app.delete(
    apiPath(API.clientCv.share(':id')),
    {
      onRequest: app.requirePermission('cv.share'),
      schema: {
        ...secured,
        summary: "Withdraw a shared link of the caller's organisation (it stops working at once)",
        params: idParam,
        response: { 200: envelope(clientCvShareSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ({
      data: await revokeShare(ctx.db, await requestCaller(ctx.permissions, req), req.params.id),
    }),
  );
};
