import { localeFromAcceptLanguage } from '@portal/contract/locale';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/http/auth';
import { recommendJobs } from './service';

export const recommendationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(
    app,
    endpoints.jobs.recommended,
    {
      onRequest: app.requireRole('candidate'),
      schema: {
        security: [{ bearer: [] }],
        tags: ['jobs'],
        summary: 'Open jobs ranked by how well they fit my profile, with the reasons; applied jobs left out',
        response: errorResponses(400, 401, 403),
      },
    },
    async (req) => {
      const { page, page_size } = req.query;
      const { data, total, needsProfile } = await recommendJobs(
        ctx.db,
        currentUser(req).id,
        req.query,
        localeFromAcceptLanguage(req.headers['accept-language']),
      );
      return { data, meta: { page, page_size, total, needs_profile: needsProfile } };
    },
  );
};
