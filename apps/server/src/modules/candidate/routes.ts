import { localeFromAcceptLanguage } from '@portal/contract/locale';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, MINUTE, rateLimit, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { catalogue } from './i18n';
import { createCandidateService } from './service';

export const candidateRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const candidates = createCandidateService({
    db: ctx.db,
    tokens: ctx.tokens,
    publicUrl: ctx.config.publicUrl,
    notifyMail: ctx.notifyMail,
    log: app.log,
  });

  route(
    app,
    endpoints.candidate.register,
    {
      config: rateLimit(10, 10 * MINUTE, ctx.config.rateLimitFactor),
      schema: {
        tags: ['candidate'],
        summary:
          'Register as a candidate: 202 either way; a new address gets a confirmation link, a known one a warning mail',
        response: errorResponses(400, 429),
      },
    },
    async (req, reply) => {
      await candidates.register(req.body, localeFromAcceptLanguage(req.headers['accept-language']));
      return reply.status(202).send({ message: catalogue.t(req.locale, 'done.registered') });
    },
  );

  route(
    app,
    endpoints.candidate.confirmEmail,
    {
      config: rateLimit(20, 10 * MINUTE, ctx.config.rateLimitFactor),
      schema: {
        tags: ['candidate'],
        summary:
          'Confirm the address with the mailed link (single use, 24 h): makes the account and signs in',
        response: errorResponses(400, 429),
      },
    },
    async (req) => ({
      data: await candidates.confirmEmail(
        req.body.token,
        localeFromAcceptLanguage(req.headers['accept-language']),
      ),
      message: catalogue.t(req.locale, 'done.emailConfirmed'),
    }),
  );
};
