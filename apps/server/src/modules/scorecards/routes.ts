import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { requestCaller } from '../../platform/tenancy/request';
import { catalogue } from './i18n';
import { createScorecardService } from './service';

const secured = { security: [{ bearer: [] }], tags: ['scorecards'] };

/**
 * Scorecards: a job's criteria and an application's cards, for the team of the job's organisation
 * holding applications.manage. No candidate route: a candidate never sees them.
 */
export const scorecardRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createScorecardService(ctx.db);
  const manage = app.requirePermission('applications.manage');
  // No cross-organisation code: the operator's staff reach the operator's own jobs only.
  const caller = (req: FastifyRequest) => requestCaller(ctx.permissions, req);

  route(
    app,
    endpoints.scorecards.criteria,
    {
      onRequest: manage,
      schema: {
        ...secured,
        summary: "The job's scorecard criteria (the default set until changed)",
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => ({ data: await service.criteriaOfJob(await caller(req), req.params.id) }),
  );

  route(
    app,
    endpoints.scorecards.updateCriteria,
    {
      onRequest: manage,
      schema: {
        ...secured,
        summary: "Replace the job's scorecard criteria: keep, rename, add, remove (with their ratings)",
        response: errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (req) => ({
      data: await service.updateCriteria(await caller(req), req.params.id, req.body),
      message: catalogue.t(req.locale, 'done.criteriaSaved'),
    }),
  );

  route(
    app,
    endpoints.scorecards.forApplication,
    {
      onRequest: manage,
      schema: {
        ...secured,
        summary: "An application's scorecards; others' cards only once the caller has submitted one",
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => ({ data: await service.forApplication(await caller(req), req.params.id) }),
  );

  route(
    app,
    endpoints.scorecards.submitMine,
    {
      onRequest: manage,
      schema: {
        ...secured,
        summary: "Submit or change the caller's own scorecard on an application",
        response: errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (req) => {
      const data = await service.submitMine(await caller(req), req.params.id, req.body);
      return { data, message: catalogue.t(req.locale, 'done.scorecardSaved') };
    },
  );
};
