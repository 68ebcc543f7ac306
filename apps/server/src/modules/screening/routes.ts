import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { requestCaller } from '../../platform/tenancy/request';
import { applicantScreening } from './service';

/** The employer's read of an applicant's screening answers (the apply side lives in applications). */
export const screeningRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(
    app,
    endpoints.screening.applicantAnswers,
    {
      onRequest: app.requirePermission('applications.manage'),
      schema: {
        security: [{ bearer: [] }],
        tags: ['applicants'],
        summary:
          "An applicant's answers to the screening questions as asked when they applied, with knock-out marks",
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => ({
      data: await applicantScreening(
        ctx.db,
        await requestCaller(ctx.permissions, req, 'jobs.manage_all'),
        req.params.id,
      ),
    }),
  );
};
