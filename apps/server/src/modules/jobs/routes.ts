import { envelope, messageSchema } from '@portal/contract/envelope';
import { idParam } from '@portal/contract/fields';
import {
  categoryCountSchema,
  categoryCountsQuerySchema,
  jobBulkCloseResultSchema,
  jobBulkCloseSchema,
  jobHitSchema,
  jobInputSchema,
  jobListQuerySchema,
  jobListResponseSchema,
  jobManageSchema,
  jobPatchSchema,
  jobSchema,
  jobSearchQuerySchema,
  jobSearchResponseSchema,
} from '@portal/contract/jobs';
import { API } from '@portal/contract/paths';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { apiPath, errorResponses } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import { idempotent } from '../../plugins/idempotency';
import { requestCaller } from '../tenancy/request';
import { followJobChanges } from './cache';
import { categoryCounts, isStaff, similarJobs, viewJob } from './public';
import { searchJobs } from './search';
import { createJobService } from './service';
import { flushViews } from './views';

const secured = { security: [{ bearer: [] }], tags: ['jobs'] };

export const jobRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createJobService(ctx.db, app.log);
  app.addHook('onClose', () => flushViews(ctx.db));
  if (ctx.config.databaseUrl) {
    const stop = await followJobChanges(ctx.db, ctx.config.databaseUrl, app.log);
    app.addHook('onClose', stop);
  }
  const manage = app.requirePermission('jobs.manage');
  const caller = (req: FastifyRequest) => requestCaller(ctx.permissions, req, 'jobs.manage_all');

  app.get(
    apiPath(API.jobs.list),
    {
      onRequest: manage,
      schema: {
        ...secured,
        summary: "The organisation's jobs (staff: every organisation's), with counts by status",
        querystring: jobListQuerySchema,
        response: { 200: jobListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => {
      const { data, total, counts } = await service.list(await caller(req), req.query);
      return { data, meta: { page: req.query.page, page_size: req.query.page_size, total, counts } };
    },
  );

  app.post(
    apiPath(API.jobs.list),
    {
      onRequest: manage,
      config: idempotent,
      schema: {
        ...secured,
        summary: 'Create a job (a draft unless status is published); honours Idempotency-Key',
        body: jobInputSchema,
        response: { 201: envelope(jobManageSchema), ...errorResponses(400, 401, 403, 409, 422) },
      },
    },
    async (req, reply) => {
      const data = await service.create(await caller(req), req.body);
      return reply
        .status(201)
        .send({ data, message: data.status === 'published' ? 'Job published.' : 'Draft saved.' });
    },
  );

  app.get(
    apiPath(API.jobs.search),
    {
      schema: {
        tags: ['jobs'],
        summary: 'Public job search with facets, highlights and suggestions',
        querystring: jobSearchQuerySchema,
        response: { 200: jobSearchResponseSchema, ...errorResponses(400) },
      },
    },
    async (req) => searchJobs(ctx.db, req.query, ctx.config.searchCacheSeconds),
  );

  app.get(
    apiPath(API.jobs.byForeignKey),
    {
      schema: {
        tags: ['jobs'],
        summary: 'Open jobs per designation, functional area or state',
        querystring: categoryCountsQuerySchema,
        response: { 200: envelope(z.array(categoryCountSchema)), ...errorResponses(400) },
      },
    },
    async (req) => ({ data: await categoryCounts(ctx.db, req.query.category) }),
  );

  app.post(
    apiPath(API.jobs.bulkClose),
    {
      onRequest: manage,
      schema: {
        ...secured,
        summary: 'Close several published jobs',
        body: jobBulkCloseSchema,
        response: { 200: envelope(jobBulkCloseResultSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => {
      const closed = await service.bulkClose(await caller(req), req.body.ids);
      return { data: { closed }, message: `${closed} job${closed === 1 ? '' : 's'} closed.` };
    },
  );

  app.get(
    apiPath(API.jobs.view(':id')),
    {
      onRequest: app.identify,
      schema: {
        tags: ['jobs'],
        summary: 'A job as the public sees it; counts a view (once per visitor per day)',
        params: idParam,
        response: { 200: envelope(jobSchema), ...errorResponses(400, 404) },
      },
    },
    async (req) => ({
      data: await viewJob(
        ctx.db,
        req.params.id,
        { user: req.user, staff: await isStaff(ctx.permissions, req.user) },
        {
          visitor: { userId: req.user?.id ?? null, ip: req.ip, userAgent: req.headers['user-agent'] ?? '' },
          secret: ctx.secret,
          log: app.log,
        },
      ),
    }),
  );

  app.get(
    apiPath(API.jobs.similar(':id')),
    {
      schema: {
        tags: ['jobs'],
        summary: 'Up to six similar open jobs',
        params: idParam,
        response: { 200: envelope(z.array(jobHitSchema)), ...errorResponses(400, 404) },
      },
    },
    async (req) => ({ data: await similarJobs(ctx.db, req.params.id) }),
  );

  const one = { ...secured, params: idParam };
  app.get(
    apiPath(API.jobs.byId(':id')),
    {
      onRequest: manage,
      schema: {
        ...one,
        summary: 'A job with its views and applications',
        response: { 200: envelope(jobManageSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ({ data: await service.get(await caller(req), req.params.id) }),
  );

  app.patch(
    apiPath(API.jobs.byId(':id')),
    {
      onRequest: manage,
      schema: {
        ...one,
        summary: 'Change a job',
        body: jobPatchSchema,
        response: { 200: envelope(jobManageSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ({
      data: await service.update(await caller(req), req.params.id, req.body),
      message: 'Job saved.',
    }),
  );

  app.delete(
    apiPath(API.jobs.byId(':id')),
    {
      onRequest: manage,
      schema: {
        ...one,
        summary: 'Delete a draft',
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => {
      await service.remove(await caller(req), req.params.id);
      return { message: 'Draft deleted.' };
    },
  );

  const actions = [
    ['publish', 'Publish a draft (or re-publish a closed job)', 'Job published.', 200],
    ['close', 'Close a published job', 'Job closed.', 200],
    ['duplicate', 'Copy a job into a new draft', 'Job copied to a new draft.', 201],
  ] as const;
  for (const [action, summary, message, status] of actions) {
    app.post(
      apiPath(API.jobs.action(':id', action)),
      {
        onRequest: manage,
        schema: {
          ...one,
          summary,
          response: {
            200: envelope(jobManageSchema),
            201: envelope(jobManageSchema),
            ...errorResponses(400, 401, 403, 404, 409),
          },
        },
      },
      async (req, reply) => {
        const data = await service[action](await caller(req), req.params.id);
        reply.status(status);
        return { data, message };
      },
    );
  }
};
