import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, MINUTE, rateLimit, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/http/auth';
import { catalogue } from './i18n';
import { changeConsent, listConsents } from './service';

const secured = { security: [{ bearer: [] }], tags: ['candidate'] };

/** The candidate's consents: what they agreed to, when and how; giving and withdrawing (issue 29). */
export const consentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const candidate = app.requireRole('candidate');

  route(
    app,
    endpoints.consents.list,
    {
      onRequest: candidate,
      schema: {
        ...secured,
        summary: 'My consents: each one’s current state, and every record (what, when, how, which version)',
        response: errorResponses(401, 403),
      },
    },
    async (req) => ({ data: await listConsents(ctx.db, currentUser(req).id) }),
  );

  route(
    app,
    endpoints.consents.change,
    {
      onRequest: candidate,
      config: rateLimit(60, MINUTE, ctx.config.rateLimitFactor),
      schema: {
        ...secured,
        summary:
          'Give or withdraw a consent (CV database visibility, marketing mails); withdrawing visibility hides the profile at once',
        response: errorResponses(400, 401, 403, 429),
      },
    },
    async (req) => ({
      data: await changeConsent(ctx.db, currentUser(req), req.params.kind, req.body.granted),
      message: req.body.granted
        ? catalogue.t(req.locale, 'done.consentGiven')
        : catalogue.t(req.locale, 'done.consentWithdrawn'),
    }),
  );
};
