import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/http/auth';
import { catalogue } from './i18n';
import { createExchangeRateService } from './service';

export const exchangeRateRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createExchangeRateService(ctx.db, app.log);

  route(
    app,
    endpoints.master.exchangeRates,
    { schema: { tags: ['master'], summary: 'Rates to AED of every salary currency', response: {} } },
    async () => ({ data: await service.list() }),
  );

  route(
    app,
    endpoints.master.exchangeRate,
    {
      onRequest: app.requirePermission('master_data.manage'),
      schema: {
        tags: ['master'],
        summary: "Staff: set a currency's rate to AED; its jobs' salaries in AED follow",
        security: [{ bearer: [] }],
        response: errorResponses(400, 401, 403),
      },
    },
    async (req) => {
      const { rate, jobs } = await service.update(
        req.params.currency,
        req.body.aed_per_unit,
        currentUser(req).id,
      );
      return {
        data: rate,
        message: catalogue.t(req.locale, 'done.rateSaved', { jobs, currency: rate.currency }),
      };
    },
  );
};
