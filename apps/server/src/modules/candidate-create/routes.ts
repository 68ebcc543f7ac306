import { UPLOAD_FIELD, UPLOAD_RULES } from '@portal/contract/files';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractText } from '../../core/i18n/zod';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, MINUTE, rateLimit, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { uploadRoute } from '../../platform/http/body-parsers';
import { requestCaller } from '../../platform/tenancy/request';
import { addedProfileRoutes } from './added-routes';
import { catalogue } from './i18n';
import { claimAccount, claimInfo, createCandidateCreateService, objectToListing } from './service';

const secured = { tags: ['CV database'], security: [{ bearer: [] }] };

/** Candidates added by recruiters, and the candidate's side: claim the account or object. */
export const candidateCreateRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createCandidateCreateService({
    db: ctx.db,
    storage: app.storage,
    scanner: app.virusScanner,
    log: app.log,
    publicUrl: ctx.config.publicUrl,
    notifyMail: ctx.notifyMail,
  });
  const factor = ctx.config.rateLimitFactor;

  route(
    app,
    endpoints.candidateCreate.match,
    {
      onRequest: app.requirePermission('candidates.create'),
      schema: {
        ...secured,
        summary: 'Existing candidates with this e-mail or phone, offered instead of a duplicate',
        response: errorResponses(400, 401, 403),
      },
    },
    async (req) => {
      await requestCaller(ctx.permissions, req);
      return { data: await service.findMatches(req.query) };
    },
  );

  route(
    app,
    endpoints.candidateCreate.create,
    {
      onRequest: app.requirePermission('candidates.create'),
      config: {
        ...rateLimit(30, MINUTE, factor),
        ...uploadRoute(UPLOAD_FIELD, UPLOAD_RULES.cv.maxBytes, contractText(UPLOAD_RULES.cv.sizeMessage)),
      },
      schema: {
        ...secured,
        summary:
          'Add a candidate (multipart: name, e-mail, phone, desired designation, optional CV `file`); 409 when one with the e-mail or phone exists; the candidate is mailed a link to claim the account or object',
        consumes: ['multipart/form-data'],
        response: errorResponses(400, 401, 403, 409, 413, 422, 429, 503),
      },
    },
    async (req, reply) => {
      const caller = await requestCaller(ctx.permissions, req);
      const data = await service.create(caller, req.body, req.upload ?? null, req.locale);
      return reply.status(201).send({
        data,
        message: catalogue.t(req.locale, 'done.added', { name: `${data.first_name} ${data.last_name}` }),
      });
    },
  );

  const claimLimit = rateLimit(20, MINUTE, factor);
  route(
    app,
    endpoints.candidateCreate.claim,
    {
      config: claimLimit,
      schema: {
        tags: ['candidate'],
        summary: 'No sign-in: whose invitation a claim link is (404 unknown, 410 expired)',
        response: errorResponses(400, 404, 410, 429),
      },
    },
    async (req) => ({ data: await claimInfo(ctx.db, req.query.token) }),
  );

  route(
    app,
    endpoints.candidateCreate.createClaim,
    {
      config: claimLimit,
      schema: {
        tags: ['candidate'],
        summary: 'No sign-in: the candidate sets a password and the account is theirs',
        response: errorResponses(400, 404, 409, 410, 429),
      },
    },
    async (req) => {
      await claimAccount(ctx.db, req.body.token, req.body.password);
      return { message: catalogue.t(req.locale, 'done.passwordSet') };
    },
  );

  route(
    app,
    endpoints.candidateCreate.object,
    {
      config: claimLimit,
      schema: {
        tags: ['candidate'],
        summary:
          'No sign-in: the candidate objects to being listed; the profile is hidden from the CV database',
        response: errorResponses(400, 404, 410, 429),
      },
    },
    async (req) => {
      await objectToListing(ctx.db, req.body.token);
      return { message: catalogue.t(req.locale, 'done.profileHidden') };
    },
  );

  addedProfileRoutes(app, ctx);
};
