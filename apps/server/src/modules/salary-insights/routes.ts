import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { salaryInsightsOf } from './shared';

/** Public: anyone reads them, signed in or not; nothing here names an organisation or a posting. */
export const salaryInsightRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const insights = salaryInsightsOf(ctx);

  route(
    app,
    endpoints.salaryInsights.index,
    { schema: { tags: ['salaries'], summary: 'Public: the designations with salary figures', response: {} } },
    async () => ({ data: await insights.index() }),
  );

  route(
    app,
    endpoints.salaryInsights.summary,
    {
      schema: {
        tags: ['salaries'],
        summary:
          "Public: a job page's salary line: the designation's figures in the place, else everywhere, else null",
        response: errorResponses(400),
      },
    },
    async (req) => ({ data: await insights.summary(req.query.designation, req.query.place) }),
  );

  route(
    app,
    endpoints.salaryInsights.designation,
    {
      schema: {
        tags: ['salaries'],
        summary: "Public: a designation's salary figures, trend and places (404 without enough postings)",
        response: errorResponses(400, 404),
      },
    },
    async (req) => ({ data: await insights.page(req.params.designation) }),
  );

  route(
    app,
    endpoints.salaryInsights.place,
    {
      schema: {
        tags: ['salaries'],
        summary:
          "Public: a designation's salary figures and trend in an emirate or a country (404 without enough postings)",
        response: errorResponses(400, 404),
      },
    },
    async (req) => ({ data: await insights.page(req.params.designation, req.params.place) }),
  );
};
