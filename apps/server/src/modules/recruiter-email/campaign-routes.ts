import { localeFromAcceptLanguage } from '@portal/contract/locale';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../core/lib/app-error';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, MINUTE, rateLimit, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/http/auth';
import { idempotent } from '../../platform/http/idempotency';
import { requestCaller } from '../../platform/tenancy/request';
import { createCampaignService } from './campaigns';
import { catalogue } from './i18n';
import { resolveRecipients, toRecipientPreview } from './recipients';
import { createResponseService } from './responses';
import { sendCampaign } from './send';
import { createSuppressionService } from './suppressions';

const secured = { security: [{ bearer: [] }], tags: ['recruiter e-mail'] };
const open = { tags: ['recruiter e-mail'] };

/** Sending (template/email/send, settings/send-single-email), campaigns and the candidates' answers. */
export const campaignRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const campaigns = createCampaignService(ctx.db);
  const responses = createResponseService(ctx.db, ctx.secret, ctx.config.publicUrl);
  const send = app.requirePermission('email_campaigns.send');
  const read = app.requirePermission('email_responses.read');
  // Campaigns are the sender organisation's own, for the operator's staff too.
  const caller = async (req: FastifyRequest) => ({
    ...(await requestCaller(ctx.permissions, req)),
    all: false,
  });
  const reach = async (req: FastifyRequest) => ({
    caller: await caller(req),
    cvDatabase: await ctx.permissions.has(currentUser(req), 'cv.search'),
  });
  const deps = {
    db: ctx.db,
    secret: ctx.secret,
    publicUrl: ctx.config.publicUrl,
    perMinute: ctx.config.recruiterEmailPerMinute,
  };

  route(
    app,
    endpoints.emailTemplates.recipients,
    {
      onRequest: send,
      schema: {
        ...secured,
        summary: 'Who a recipient source resolves to, and who of them would be skipped',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => ({
      data: (await resolveRecipients(ctx.db, await reach(req), req.body.recipients)).map(toRecipientPreview),
    }),
  );

  route(
    app,
    endpoints.emailTemplates.send,
    {
      onRequest: send,
      config: { ...rateLimit(20, MINUTE, ctx.config.rateLimitFactor), ...idempotent },
      schema: {
        ...secured,
        summary:
          'Send a campaign: one row per recipient and an outbox mail per recipient not skipped; honours Idempotency-Key',
        response: errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (req, reply) => {
      const data = await sendCampaign(deps, await reach(req), req.body);
      ctx.notifyMail();
      return reply.status(201).send({
        data,
        message: catalogue.t(req.locale, 'done.queued', { queued: data.queued, skipped: data.skipped }),
      });
    },
  );

  route(
    app,
    endpoints.emailCampaigns.sendSingle,
    {
      onRequest: send,
      config: { ...rateLimit(60, MINUTE, ctx.config.rateLimitFactor), ...idempotent },
      schema: {
        ...secured,
        summary: 'Send one candidate a mail (a campaign of one); honours Idempotency-Key',
        response: errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (req, reply) => {
      const { candidate_id, ...message } = req.body;
      const data = await sendCampaign(deps, await reach(req), {
        ...message,
        recipients: { kind: 'candidates', candidate_ids: [candidate_id] },
      });
      ctx.notifyMail();
      return reply.status(201).send({
        data,
        message:
          data.queued === 1
            ? catalogue.t(req.locale, 'done.queuedOne')
            : catalogue.t(req.locale, 'done.notSent'),
      });
    },
  );

  route(
    app,
    endpoints.emailCampaigns.list,
    {
      onRequest: read,
      schema: {
        ...secured,
        summary: "The organisation's campaigns with sent, failed, skipped and responded counts",
        response: errorResponses(400, 401, 403),
      },
    },
    async (req) => {
      const { data, total } = await campaigns.list(await caller(req), req.query, req.locale);
      return { data, meta: { page: req.query.page, page_size: req.query.page_size, total } };
    },
  );

  route(
    app,
    endpoints.emailCampaigns.byId,
    {
      onRequest: read,
      schema: {
        ...secured,
        summary: "A campaign and its recipients' status and answers (?answer=, ?status=)",
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => {
      const { campaign, data, total } = await campaigns.recipients(
        await caller(req),
        req.params.id,
        req.query,
        localeFromAcceptLanguage(req.headers['accept-language']),
      );
      return { campaign, data, meta: { page: req.query.page, page_size: req.query.page_size, total } };
    },
  );

  route(
    app,
    endpoints.emailCampaigns.export,
    {
      onRequest: read,
      schema: {
        ...secured,
        summary: "The campaign's recipients as CSV (same filters as the page)",
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req, reply) => {
      const csv = await campaigns.csv(
        await caller(req),
        req.params.id,
        req.query,
        localeFromAcceptLanguage(req.headers['accept-language']),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="campaign-${req.params.id}.csv"`)
        .send(csv);
    },
  );

  route(
    app,
    endpoints.emailCampaigns.respond,
    {
      config: rateLimit(60, MINUTE, ctx.config.rateLimitFactor),
      schema: {
        ...open,
        summary: 'What a response link shows (no sign-in; the token is the proof)',
        response: errorResponses(400, 404, 429),
      },
    },
    async (req) => ({ data: await responses.get(req.query.token) }),
  );

  route(
    app,
    endpoints.emailCampaigns.createRespond,
    {
      config: rateLimit(30, MINUTE, ctx.config.rateLimitFactor),
      schema: {
        ...open,
        summary: 'Record or change the answer of a response link',
        response: errorResponses(400, 404, 429),
      },
    },
    async (req) => ({
      data: await responses.answer(req.body.token, req.body.answer),
      message: catalogue.t(req.locale, 'done.answered'),
    }),
  );

  route(
    app,
    endpoints.emailCampaigns.unsubscribe,
    {
      config: rateLimit(30, MINUTE, ctx.config.rateLimitFactor),
      schema: {
        ...open,
        summary: 'Stop recruiter e-mail to this address (RFC 8058 one-click)',
        response: errorResponses(400, 404, 429),
      },
    },
    async (req) => {
      const token = req.body?.token ?? req.query.token;
      if (!token)
        throw AppError.validation({ token: [catalogue.text('errors.unsubscribe_link_incomplete')] });
      return {
        data: await responses.unsubscribe(token),
        message: catalogue.t(req.locale, 'done.unsubscribed'),
      };
    },
  );

  const suppressions = createSuppressionService(ctx.db);
  const staff = app.requirePermission('email_suppressions.manage');
  route(
    app,
    endpoints.emailCampaigns.suppressions,
    {
      onRequest: staff,
      schema: {
        ...secured,
        summary: 'Addresses recruiter mail skips: bounced (SMTP 5xx) and unsubscribed',
        response: errorResponses(400, 401, 403),
      },
    },
    async (req) => {
      const { data, total } = await suppressions.list(req.query);
      return { data, meta: { page: req.query.page, page_size: req.query.page_size, total } };
    },
  );

  route(
    app,
    endpoints.emailCampaigns.removeSuppressions,
    {
      onRequest: staff,
      schema: {
        ...secured,
        summary: 'Lift a suppression: recruiter mail may reach the address again',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => {
      await suppressions.lift(req.query.email);
      return { message: catalogue.t(req.locale, 'done.resubscribed') };
    },
  );

  route(
    app,
    endpoints.emailCampaigns.myStatus,
    {
      onRequest: app.requireRole('candidate'),
      schema: {
        ...secured,
        summary: "The candidate's own address: ok, bounced or unsubscribed from recruiter mail",
        response: errorResponses(401, 403),
      },
    },
    async (req) => ({ data: await suppressions.statusOf(currentUser(req).email) }),
  );
};
