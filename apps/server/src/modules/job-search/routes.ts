import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { withSurvivors } from '../master';
import { createDemandRecorder } from './demand';
import { openJobs, trackOpenJobs } from './open-jobs';
import { categoryCounts } from './repositories/categories';
import { searchJobs } from './search';
import { similarJobs } from './similar';

/** The public reads over open jobs: the search, the category counts and similar jobs. */
export const jobSearchRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // The first visitors' searches wait for the open jobs in memory (seconds at a million): start
  // reading them as the server starts listening, not at the first search. Tests inject requests
  // without listening, so they read them when a search asks, as before.
  if (ctx.config.searchIndex === 'memory') {
    trackOpenJobs(ctx.searchDb, ctx.indexes);
    app.addHook('onListen', async () => {
      void openJobs(ctx.searchDb);
    });
  }
  // What job seekers search for, counted in memory and written in batches to the primary (never the replica).
  const demand = createDemandRecorder(ctx.db, (err) => app.log.warn({ err }, 'search demand not written'));
  app.addHook('onClose', () => demand.stop());
  route(
    app,
    endpoints.jobs.search,
    {
      schema: {
        tags: ['jobs'],
        summary: 'Public job search with facets, highlights and suggestions',
        response: errorResponses(400),
      },
    },
    async (req) => {
      // A bookmarked URL may carry a merged item's id: read as its survivor.
      const result = await searchJobs(ctx.searchDb, await withSurvivors(ctx.searchDb, req.query), {
        cacheSeconds: ctx.config.searchCacheSeconds,
        memory: ctx.config.searchIndex === 'memory',
      });
      // A search is its first page: turning pages of the same search is not demand.
      // A corrected search shows another word's jobs: the typed one still found nothing.
      if (req.query.page === 1)
        demand.record(req.query.keyword, result.meta.total === 0 || result.meta.corrected === true);
      return result;
    },
  );

  route(
    app,
    endpoints.jobs.byForeignKey,
    {
      schema: {
        tags: ['jobs'],
        summary: 'Open jobs per designation, functional area or state',
        response: errorResponses(400),
      },
    },
    async (req) => ({ data: await categoryCounts(ctx.searchDb, req.query.category) }),
  );

  route(
    app,
    endpoints.jobs.similar,
    {
      schema: { tags: ['jobs'], summary: 'Up to six similar open jobs', response: errorResponses(400, 404) },
    },
    async (req) => ({ data: await similarJobs(ctx.searchDb, req.params.id) }),
  );
};
