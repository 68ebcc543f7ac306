import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../core/lib/app-error';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, MINUTE, rateLimit, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { catalogue } from './i18n';
import { createSubscriptionService } from './subscriptions';
import { listIssues, previewIssue } from './weekly';

const tags = ['weekly job news'];
const secured = { tags, security: [{ bearer: [] }] };

/**
 * The weekly job news (the footer's promise; spec: settings/subscription): double opt-in sign-up,
 * confirmation and one-click unsubscribe without signing in; for staff with news.manage (an
 * operator-only code) the subscribers, the issues sent and a preview of the next.
 */
export const newsletterRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const deps = {
    db: ctx.db,
    secret: ctx.secret,
    publicUrl: ctx.config.publicUrl,
    notifyMail: ctx.notifyMail,
  };
  const service = createSubscriptionService(deps);
  const staff = app.requirePermission('news.manage');
  const tokenOf = (
    req: { body?: { token?: string } | undefined; query: { token?: string } },
    what: string,
  ) => {
    const token = req.body?.token ?? req.query.token;
    if (!token) throw AppError.validation({ token: [catalogue.text('errors.link_incomplete', { what })] });
    return token;
  };

  route(
    app,
    endpoints.settings.subscription,
    {
      config: rateLimit(10, 10 * MINUTE, ctx.config.rateLimitFactor),
      schema: {
        tags,
        summary: 'Subscribe to the weekly job news (multipart, form or JSON); a confirmation link is mailed',
        response: errorResponses(400, 429),
      },
    },
    async (req) => {
      // The same answer whether or not the address was already subscribed: no list membership leaks.
      await service.subscribe(req.body.email, req.body.subject, req.locale);
      return { message: catalogue.t(req.locale, 'done.subscribed') };
    },
  );

  route(
    app,
    endpoints.settings.subscriptionConfirm,
    {
      config: rateLimit(30, MINUTE, ctx.config.rateLimitFactor),
      schema: {
        tags,
        summary: 'Confirm a subscription from the mailed link (no sign-in)',
        response: errorResponses(400, 404, 429),
      },
    },
    async (req) => ({
      data: await service.confirm(tokenOf(req, 'confirmation')),
      message: catalogue.t(req.locale, 'done.confirmed'),
    }),
  );

  route(
    app,
    endpoints.settings.subscriptionUnsubscribe,
    {
      config: rateLimit(30, MINUTE, ctx.config.rateLimitFactor),
      schema: {
        tags,
        summary: 'Unsubscribe without signing in (RFC 8058 one-click, also the web page)',
        response: errorResponses(400, 429),
      },
    },
    async (req) => ({
      data: await service.unsubscribe(tokenOf(req, 'unsubscribe')),
      message: catalogue.t(req.locale, 'done.unsubscribed'),
    }),
  );

  route(
    app,
    endpoints.settings.subscribers,
    {
      onRequest: staff,
      schema: {
        ...secured,
        summary: 'Staff: the subscribers, newest first, with counts by status',
        response: errorResponses(400, 401, 403),
      },
    },
    async (req) => {
      const { data, total, counts } = await service.list(req.query);
      return { data, meta: { page: req.query.page, page_size: req.query.page_size, total, counts } };
    },
  );

  route(
    app,
    endpoints.settings.subscribersExport,
    {
      onRequest: staff,
      schema: {
        ...secured,
        summary: 'Staff: the subscribers the filters find, as CSV',
        response: errorResponses(400, 401, 403),
      },
    },
    async (req, reply) => {
      const csv = await service.csv(req.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="subscribers-${new Date().toISOString().slice(0, 10)}.csv"`,
        )
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  route(
    app,
    endpoints.settings.newsletterIssues,
    {
      onRequest: staff,
      schema: {
        ...secured,
        summary: 'Staff: the weekly issues sent, newest first',
        response: errorResponses(401, 403),
      },
    },
    async (req) => ({ data: await listIssues(ctx.db, req.locale) }),
  );

  route(
    app,
    endpoints.settings.newsletterPreview,
    {
      onRequest: staff,
      schema: {
        ...secured,
        summary: 'Staff: the next issue as it would go out now',
        response: errorResponses(401, 403),
      },
    },
    async (req) => ({ data: await previewIssue(deps, new Date(), req.locale) }),
  );
};
