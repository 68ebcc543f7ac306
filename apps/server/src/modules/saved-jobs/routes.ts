import {
  jobIdParam,
  jobRefInputSchema,
  savedJobSchema,
  savedJobsQuerySchema,
} from '@portal/contract/applications';
import { envelope, listEnvelope, messageSchema, pageQuerySchema } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPath, errorResponses } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/http/auth';
import { createSavedJobService } from './service';

const secured = { security: [{ bearer: [] }], tags: ['saved jobs'] };

/** A candidate's saved jobs: save, unsave, list, and the saved ones not yet applied for. */
export const savedJobRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createSavedJobService(ctx.db);
  const candidate = app.requireRole('candidate');

  app.post(
    apiPath(API.jobs.saveJob),
    {
      onRequest: candidate,
      schema: {
        ...secured,
        summary: 'Save an open job (saving twice is no error)',
        body: jobRefInputSchema,
        response: { 200: envelope(savedJobSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ({
      data: await service.save(currentUser(req).id, req.body.job_id),
      message: 'Job saved.',
    }),
  );

  app.delete(
    apiPath(API.jobs.savedJob(':jobId')),
    {
      onRequest: candidate,
      schema: {
        ...secured,
        summary: 'Remove a job from my saved jobs',
        params: jobIdParam,
        response: { 200: messageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => {
      await service.unsave(currentUser(req).id, req.params.jobId);
      return { message: 'Removed from saved jobs.' };
    },
  );

  app.get(
    apiPath(API.jobs.saveJob),
    {
      onRequest: candidate,
      schema: {
        ...secured,
        summary: 'My saved jobs, newest first; closed ones stay, marked closed',
        querystring: savedJobsQuerySchema,
        response: { 200: listEnvelope(savedJobSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => {
      const { data, total } = await service.list(currentUser(req).id, req.query);
      return { data, meta: { page: req.query.page, page_size: req.query.page_size, total } };
    },
  );

  app.get(
    apiPath(API.jobs.notApplied),
    {
      onRequest: candidate,
      schema: {
        ...secured,
        summary: 'My saved jobs that are still open and that I have not applied for',
        querystring: pageQuerySchema,
        response: { 200: listEnvelope(savedJobSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => {
      const { data, total } = await service.notApplied(currentUser(req).id, req.query);
      return { data, meta: { page: req.query.page, page_size: req.query.page_size, total } };
    },
  );
};
