import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../core/lib/app-error';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, MINUTE, rateLimit, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { catalogue } from './i18n';
import { verifyWeeklyUnsubscribe } from './weekly-mail';
import { turnOffWeekly } from './weekly-mail-repository';

/** The weekly report mail's one-click unsubscribe: no sign-in, the signed token is the proof. */
export const reportMailRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(
    app,
    endpoints.reports.unsubscribe,
    {
      config: rateLimit(30, MINUTE, ctx.config.rateLimitFactor),
      schema: {
        tags: ['reports'],
        summary: 'Turn the weekly report mail off without signing in (RFC 8058 one-click)',
        response: errorResponses(400, 429),
      },
    },
    async (req) => {
      const token = req.body?.token ?? req.query.token;
      if (!token)
        throw AppError.validation({ token: [catalogue.text('errors.unsubscribe_link_incomplete')] });
      const userId = verifyWeeklyUnsubscribe(ctx.secret, token);
      if (!userId)
        throw AppError.validation({ token: [catalogue.text('errors.unsubscribe_link_not_valid')] });
      // Idempotent: a mail client's one-click POST and the visible link may both arrive.
      await turnOffWeekly(ctx.db, userId);
      return { data: { weekly: false }, message: catalogue.t(req.locale, 'done.weeklyUnsubscribed') };
    },
  );
};
