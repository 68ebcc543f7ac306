import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../core/lib/app-error';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { sendFileAttachment } from '../../platform/files/download';
import { currentUser } from '../../platform/http/auth';
import { requestCaller } from '../../platform/tenancy/request';
import { ownClientId } from '../../platform/tenancy/scope';
import { withSurvivors } from '../master';
import { candidateCvFile, profileViewsOf, similarCandidates, viewCandidate } from './candidate-view';
import { CV_INDEX, CV_INDEX_FALLBACK, followCandidateChanges, trackCvIndex, warmCvIndex } from './changes';
import { checkFilterValues } from './filter-values';
import { searchCvDatabase } from './search';
import { searchThreadOf, useSearchThread } from './search-thread-client';

const secured = { tags: ['CV database'], security: [{ bearer: [] }] };

/** The CV database's search. */
export const cvSearchRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const memory = ctx.config.searchIndex === 'memory';
  const threadUrl = memory && ctx.config.cvSearchThread ? ctx.database.url : undefined;
  if (threadUrl) {
    // On PostgreSQL the index lives in a thread of its own, started as the server starts listening
    // (or by the first search, for an app that never listens: tests inject).
    const thread = useSearchThread(
      ctx.db,
      threadUrl,
      ctx.indexes.track(CV_INDEX, CV_INDEX_FALLBACK),
      app.log,
    );
    app.addHook('onListen', async () => void searchThreadOf(ctx.db));
    app.addHook('onClose', thread.close);
  } else if (memory) {
    trackCvIndex(ctx.db, ctx.indexes);
    const stop = await followCandidateChanges(ctx.db, ctx.database, app.log);
    app.addHook('onClose', stop);
    // Read as the server starts listening; searches meanwhile answer from SQL (cvIndex).
    app.addHook('onListen', async () => warmCvIndex(ctx.db));
  }
  route(
    app,
    endpoints.cvSearch.search,
    {
      onRequest: app.requirePermission('cv.search'),
      schema: {
        ...secured,
        summary: 'Search the CV database: boolean keywords, filters, facet counts, highlighted passages',
        response: errorResponses(400, 401, 403),
      },
    },
    async (req) => {
      // Only an organisation's users search (a plan's limits, once there, are the organisation's).
      const clientId = ownClientId(await requestCaller(ctx.permissions, req));
      const query = await withSurvivors(ctx.db, req.query);
      await checkFilterValues(ctx.db, query);
      const { rows, total, facets } = await searchCvDatabase(ctx.db, query, {
        memory,
        clientId,
      });
      return { data: rows, meta: { page: req.query.page, page_size: req.query.page_size, total, facets } };
    },
  );

  route(
    app,
    endpoints.cvSearch.candidate,
    {
      onRequest: app.requirePermission('cv.search'),
      schema: {
        ...secured,
        summary:
          "A candidate of the CV database as a recruiter sees them: profile, CV text, the folders and applications of the caller's organisation (logged; a plan counts it)",
        response: errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (req) => ({
      data: await viewCandidate(ctx.db, await requestCaller(ctx.permissions, req), req.params.id),
    }),
  );

  route(
    app,
    endpoints.cvSearch.similar,
    {
      onRequest: app.requirePermission('cv.search'),
      schema: {
        ...secured,
        summary:
          'Up to 6 candidates of the CV database like this one (shared skills, designation, experience band), each with its reason; not logged as views',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => ({
      data: await similarCandidates(
        ctx.db,
        await requestCaller(ctx.permissions, req),
        req.params.id,
        req.locale,
      ),
    }),
  );

  route(
    app,
    endpoints.cvSearch.candidateCv,
    {
      onRequest: app.requirePermission('cv.search'),
      schema: {
        ...secured,
        summary:
          "A CV database candidate's CV: a PDF to show in the page, or a download (cv.download; logged, a plan counts it)",
        response: errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (req, reply) => {
      const caller = await requestCaller(ctx.permissions, req);
      if (req.query.purpose === 'download' && !(await ctx.permissions.has(caller.user, 'cv.download')))
        throw AppError.forbidden();
      const file = await candidateCvFile(ctx.db, caller, req.params.id, req.query.purpose);
      return sendFileAttachment(reply, file, { inline: req.query.purpose === 'view' });
    },
  );

  route(
    app,
    endpoints.candidate.profileViews,
    {
      onRequest: app.requireRole('candidate'),
      schema: {
        security: [{ bearer: [] }],
        tags: ['candidate'],
        summary: 'Who viewed me: the organisations that opened my profile or CV, with counts',
        response: errorResponses(401, 403),
      },
    },
    async (req) => ({ data: await profileViewsOf(ctx.db, currentUser(req).id) }),
  );
};
