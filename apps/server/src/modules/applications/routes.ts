import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, MINUTE, rateLimit, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/http/auth';
import { idempotent } from '../../platform/http/idempotency';
import { catalogue } from './i18n';
import { createApplicationService } from './service';

const secured = { security: [{ bearer: [] }], tags: ['applications'] };

/** The candidate's side of applying: apply, my applications, withdraw, external clicks, counts. */
export const applicationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createApplicationService({
    db: ctx.db,
    publicUrl: ctx.config.publicUrl,
    notifyMail: ctx.notifyMail,
  });
  const candidate = app.requireRole('candidate');

  route(
    app,
    endpoints.jobs.createApply,
    {
      onRequest: candidate,
      config: idempotent,
      schema: {
        ...secured,
        summary:
          'Apply for a job with my profile and CV, and an optional cover note; honours Idempotency-Key',
        response: errorResponses(400, 401, 403, 404, 409, 422),
      },
    },
    async (req, reply) => {
      const data = await service.apply(currentUser(req), req.body);
      return reply.status(201).send({ data, message: catalogue.t(req.locale, 'done.applicationSent') });
    },
  );

  route(
    app,
    endpoints.jobs.apply,
    {
      onRequest: candidate,
      schema: {
        ...secured,
        summary: 'My applications, newest first, with each status history',
        response: errorResponses(400, 401, 403),
      },
    },
    async (req) => {
      const { data, total } = await service.list(currentUser(req), req.query);
      return { data, meta: { page: req.query.page, page_size: req.query.page_size, total } };
    },
  );

  route(
    app,
    endpoints.jobs.withdraw,
    {
      onRequest: candidate,
      schema: {
        ...secured,
        summary: 'Withdraw one of my applications',
        response: errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (req) => ({
      data: await service.withdraw(currentUser(req), req.params.id),
      message: catalogue.t(req.locale, 'done.applicationWithdrawn'),
    }),
  );

  route(
    app,
    endpoints.jobs.applyExternal,
    {
      onRequest: app.identify,
      config: rateLimit(30, MINUTE, ctx.config.rateLimitFactor),
      schema: {
        tags: ['applications'],
        summary: "Record a click to the employer's own apply page and return its URL",
        response: errorResponses(400, 404, 429),
      },
    },
    async (req) => ({ data: await service.external(req.user, req.body.job_id) }),
  );

  route(
    app,
    endpoints.jobs.applyStatusCount,
    {
      onRequest: candidate,
      schema: {
        ...secured,
        summary: 'How many of my applications are in each status',
        response: errorResponses(401, 403),
      },
    },
    async (req) => ({ data: await service.statusCounts(currentUser(req)) }),
  );
};
