import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, MINUTE, rateLimit, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { requestCaller } from '../../platform/tenancy/request';
import { findDuplicatePairs } from '../candidate-create';
import { catalogue } from './i18n';
import { mergeCandidates, previewMerge } from './service';

const secured = { tags: ['CV database'], security: [{ bearer: [] }] };

/** Likely duplicates and the merge of two candidates: the operator's staff (candidates.merge, operator only). */
export const candidateMergeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const guard = app.requirePermission('candidates.merge');

  route(
    app,
    endpoints.candidateMerge.duplicates,
    {
      onRequest: guard,
      schema: {
        ...secured,
        summary:
          'Pairs of candidates that look like one person: the same phone (E.164), or a close name with the same birth date',
        response: errorResponses(401, 403),
      },
    },
    async (req) => {
      await requestCaller(ctx.permissions, req);
      return { data: await findDuplicatePairs(ctx.db) };
    },
  );

  route(
    app,
    endpoints.candidateMerge.preview,
    {
      onRequest: guard,
      schema: {
        ...secured,
        summary: 'What merging the duplicate into the survivor would move (counts per kind), fill and clash',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => {
      await requestCaller(ctx.permissions, req);
      return { data: await previewMerge(ctx.db, req.query) };
    },
  );

  route(
    app,
    endpoints.candidateMerge.merge,
    {
      onRequest: guard,
      config: rateLimit(30, MINUTE, ctx.config.rateLimitFactor),
      schema: {
        ...secured,
        summary:
          "Merge the duplicate into the survivor in one transaction; the duplicate's id then redirects (308) to the survivor",
        response: errorResponses(400, 401, 403, 404, 429),
      },
    },
    async (req) => {
      const caller = await requestCaller(ctx.permissions, req);
      const data = await mergeCandidates(ctx.db, caller, req.body);
      return {
        data,
        message: catalogue.t(req.locale, 'done.merged', {
          name: `${data.duplicate.first_name} ${data.duplicate.last_name}`,
          duplicate: String(data.duplicate.id),
          survivor: String(data.survivor.id),
        }),
      };
    },
  );
};
