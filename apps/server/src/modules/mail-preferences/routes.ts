import { envelope } from '@portal/contract/envelope';
import {
  MAIL_CATEGORY_LABEL,
  mailPreferencesPatchSchema,
  mailPreferencesSchema,
  mailUnsubscribeBodySchema,
  mailUnsubscribeQuerySchema,
  mailUnsubscribeResultSchema,
} from '@portal/contract/mail-preferences';
import { API } from '@portal/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../core/lib/app-error';
import { apiPath, errorResponses, MINUTE, rateLimit } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/http/auth';
import { createMailPreferenceService } from './service';

const secured = { security: [{ bearer: [] }], tags: ['candidate'] };

/** The candidate's choice of non-essential mail, and the mails' one-click unsubscribe. */
export const mailPreferenceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const preferences = createMailPreferenceService({ db: ctx.db, secret: ctx.secret });
  const candidate = app.requireRole('candidate');

  app.get(
    apiPath(API.candidate.mailPreferences),
    {
      onRequest: candidate,
      schema: {
        ...secured,
        summary: 'Which non-essential mails I get',
        response: { 200: envelope(mailPreferencesSchema), ...errorResponses(401, 403) },
      },
    },
    async (req) => ({ data: await preferences.read(currentUser(req)) }),
  );

  app.patch(
    apiPath(API.candidate.mailPreferences),
    {
      onRequest: candidate,
      config: rateLimit(60, MINUTE, ctx.config.rateLimitFactor),
      schema: {
        ...secured,
        summary: 'Turn kinds of non-essential mail on or off',
        body: mailPreferencesPatchSchema,
        response: { 200: envelope(mailPreferencesSchema), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (req) => ({
      data: await preferences.update(currentUser(req), req.body),
      message: 'Mail preferences saved.',
    }),
  );

  app.post(
    apiPath(API.candidate.mailUnsubscribe),
    {
      config: rateLimit(30, MINUTE, ctx.config.rateLimitFactor),
      schema: {
        tags: ['candidate'],
        summary: 'Turn one kind of mail off without signing in (RFC 8058 one-click)',
        querystring: mailUnsubscribeQuerySchema,
        body: mailUnsubscribeBodySchema,
        response: { 200: envelope(mailUnsubscribeResultSchema), ...errorResponses(400, 429) },
      },
    },
    async (req) => {
      const token = req.body?.token ?? req.query.token;
      const category = req.body?.category ?? req.query.category;
      if (!token || !category) throw AppError.validation({ token: ['The unsubscribe link is incomplete.'] });
      const data = await preferences.unsubscribe(token, category);
      return {
        data,
        message: `You will no longer receive ${MAIL_CATEGORY_LABEL[category].title.toLowerCase()}.`,
      };
    },
  );
};
