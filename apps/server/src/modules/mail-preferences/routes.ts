import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../core/lib/app-error';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, MINUTE, rateLimit, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/http/auth';
import { catalogue } from './i18n';
import { createMailPreferenceService } from './service';

const secured = { security: [{ bearer: [] }], tags: ['candidate'] };

/** The candidate's choice of non-essential mail, and the mails' one-click unsubscribe. */
export const mailPreferenceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const preferences = createMailPreferenceService({ db: ctx.db, secret: ctx.secret });
  const candidate = app.requireRole('candidate');

  route(
    app,
    endpoints.candidate.mailPreferences,
    {
      onRequest: candidate,
      schema: { ...secured, summary: 'Which non-essential mails I get', response: errorResponses(401, 403) },
    },
    async (req) => ({ data: await preferences.read(currentUser(req)) }),
  );

  route(
    app,
    endpoints.candidate.updateMailPreferences,
    {
      onRequest: candidate,
      config: rateLimit(60, MINUTE, ctx.config.rateLimitFactor),
      schema: {
        ...secured,
        summary: 'Turn kinds of non-essential mail on or off',
        response: errorResponses(400, 401, 403, 429),
      },
    },
    async (req) => ({
      data: await preferences.update(currentUser(req), req.body),
      message: catalogue.t(req.locale, 'done.saved'),
    }),
  );

  route(
    app,
    endpoints.candidate.mailUnsubscribe,
    {
      config: rateLimit(30, MINUTE, ctx.config.rateLimitFactor),
      schema: {
        tags: ['candidate'],
        summary: 'Turn one kind of mail off without signing in (RFC 8058 one-click)',
        response: errorResponses(400, 429),
      },
    },
    async (req) => {
      const token = req.body?.token ?? req.query.token;
      const category = req.body?.category ?? req.query.category;
      if (!token || !category)
        throw AppError.validation({ token: [catalogue.text('errors.unsubscribe_link_incomplete')] });
      const data = await preferences.unsubscribe(token, category);
      return {
        data,
        message: catalogue.t(req.locale, 'done.unsubscribed', { category }),
      };
    },
  );
};
