import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/http/auth';
import { catalogue } from './i18n';
import { createSavedJobService } from './service';

const secured = { security: [{ bearer: [] }], tags: ['saved jobs'] };

/** A candidate's saved jobs: save, unsave, list, and the saved ones not yet applied for. */
export const savedJobRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createSavedJobService(ctx.db);
  const candidate = app.requireRole('candidate');

  route(
    app,
    endpoints.jobs.createSaveJob,
    {
      onRequest: candidate,
      schema: {
        ...secured,
        summary: 'Save an open job (saving twice is no error)',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => ({
      data: await service.save(currentUser(req).id, req.body.job_id),
      message: catalogue.t(req.locale, 'done.saved'),
    }),
  );

  route(
    app,
    endpoints.jobs.savedJob,
    {
      onRequest: candidate,
      schema: {
        ...secured,
        summary: 'Remove a job from my saved jobs',
        response: errorResponses(400, 401, 403),
      },
    },
    async (req) => {
      await service.unsave(currentUser(req).id, req.params.jobId);
      return { message: catalogue.t(req.locale, 'done.removed') };
    },
  );

  route(
    app,
    endpoints.jobs.saveJob,
    {
      onRequest: candidate,
      schema: {
        ...secured,
        summary: 'My saved jobs, newest first; closed ones stay, marked closed',
        response: errorResponses(400, 401, 403),
      },
    },
    async (req) => {
      const { data, total } = await service.list(currentUser(req).id, req.query);
      return { data, meta: { page: req.query.page, page_size: req.query.page_size, total } };
    },
  );

  route(
    app,
    endpoints.jobs.notApplied,
    {
      onRequest: candidate,
      schema: {
        ...secured,
        summary: 'My saved jobs that are still open and that I have not applied for',
        response: errorResponses(400, 401, 403),
      },
    },
    async (req) => {
      const { data, total } = await service.notApplied(currentUser(req).id, req.query);
      return { data, meta: { page: req.query.page, page_size: req.query.page_size, total } };
    },
  );
};
