import {
  applicationStatusCountsSchema,
  applyInputSchema,
  externalApplySchema,
  jobRefInputSchema,
  myApplicationSchema,
  myApplicationsQuerySchema,
} from '@portal/contract/applications';
import { envelope, listEnvelope } from '@portal/contract/envelope';
import { idParam } from '@portal/contract/fields';
import { API } from '@portal/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPath, errorResponses, MINUTE, rateLimit } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/http/auth';
import { idempotent } from '../../platform/http/idempotency';
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

  app.post(
    apiPath(API.jobs.apply),
    {
      onRequest: candidate,
      config: idempotent,
      schema: {
        ...secured,
        summary:
          'Apply for a job with my profile and CV, and an optional cover note; honours Idempotency-Key',
        body: applyInputSchema,
        response: { 201: envelope(myApplicationSchema), ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (req, reply) => {
      const data = await service.apply(currentUser(req), req.body);
      return reply.status(201).send({ data, message: 'Application sent.' });
    },
  );

  app.get(
    apiPath(API.jobs.apply),
    {
      onRequest: candidate,
      schema: {
        ...secured,
        summary: 'My applications, newest first, with each status history',
        querystring: myApplicationsQuerySchema,
        response: { 200: listEnvelope(myApplicationSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => {
      const { data, total } = await service.list(currentUser(req), req.query);
      return { data, meta: { page: req.query.page, page_size: req.query.page_size, total } };
    },
  );

  app.post(
    apiPath(API.jobs.withdraw(':id')),
    {
      onRequest: candidate,
      schema: {
        ...secured,
        summary: 'Withdraw one of my applications',
        params: idParam,
        response: { 200: envelope(myApplicationSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => ({
      data: await service.withdraw(currentUser(req), req.params.id),
      message: 'Application withdrawn.',
    }),
  );

  app.post(
    apiPath(API.jobs.applyExternal),
    {
      onRequest: app.identify,
      // Guests may call it, so a script must not be able to inflate a job's click count cheaply.
      config: rateLimit(30, MINUTE, ctx.config.rateLimitFactor),
      schema: {
        tags: ['applications'],
        summary: "Record a click to the employer's own apply page and return its URL",
        body: jobRefInputSchema,
        response: { 200: envelope(externalApplySchema), ...errorResponses(400, 404, 429) },
      },
    },
    async (req) => ({ data: await service.external(req.user, req.body.job_id) }),
  );

  app.get(
    apiPath(API.jobs.applyStatusCount),
    {
      onRequest: candidate,
      schema: {
        ...secured,
        summary: 'How many of my applications are in each status',
        response: { 200: envelope(applicationStatusCountsSchema), ...errorResponses(401, 403) },
      },
    },
    async (req) => ({ data: await service.statusCounts(currentUser(req)) }),
  );
};
