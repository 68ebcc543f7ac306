import { localeFromAcceptLanguage } from '@portal/contract/locale';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, MINUTE, rateLimit, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { requestCaller } from '../../platform/tenancy/request';
import { type ReportFile, reportCsv, reportXlsx } from './export';
import { catalogue as texts } from './i18n';
import { createReportService } from './service';

/** A report's file as an attachment, never cached (it holds the organisation's figures). */
const sendReportFile = (reply: FastifyReply, file: ReportFile) =>
  reply
    .headers({
      'content-type': file.contentType,
      'content-disposition': `attachment; filename="${file.fileName}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    })
    .send(file.body);

const secured = { security: [{ bearer: [] }], tags: ['reports'] };

/**
 * Reports (reports.view): the caller's organisation's figures (the operator's for its staff), any
 * organisation's for master_admin through `client_id`.
 */
export const reportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createReportService({ db: ctx.db, permissions: ctx.permissions });
  const view = app.requirePermission('reports.view');
  const caller = (req: Parameters<typeof requestCaller>[1]) => requestCaller(ctx.permissions, req);

  route(
    app,
    endpoints.reports.catalogue,
    {
      onRequest: view,
      schema: {
        ...secured,
        summary: 'The reports the caller may open, and what the filters offer (jobs, team, organisations)',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => ({ data: await service.catalogue(await caller(req), req.query) }),
  );

  route(
    app,
    endpoints.reports.subscription,
    {
      onRequest: view,
      schema: {
        ...secured,
        summary: 'Whether the caller receives the weekly report mail',
        response: errorResponses(401, 403),
      },
    },
    async (req) => ({ data: await service.subscription(await caller(req)) }),
  );

  route(
    app,
    endpoints.reports.updateSubscription,
    {
      onRequest: view,
      schema: {
        ...secured,
        summary: 'Opt in to or out of the weekly report mail (Monday 08:00, the organisation’s time zone)',
        response: errorResponses(400, 401, 403),
      },
    },
    async (req) => {
      const data = await service.subscribe(await caller(req), req.body.weekly);
      return {
        data,
        message: data.weekly ? texts.t(req.locale, 'done.weeklyOn') : texts.t(req.locale, 'done.weeklyOff'),
      };
    },
  );

  route(
    app,
    endpoints.reports.show,
    {
      onRequest: view,
      schema: {
        ...secured,
        summary: 'One report for a period (default: the last 30 days), job and team member',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => ({ data: await service.run(await caller(req), req.params.id, req.query) }),
  );

  route(
    app,
    endpoints.reports.export,
    {
      onRequest: view,
      config: rateLimit(30, MINUTE, ctx.config.rateLimitFactor),
      schema: {
        ...secured,
        summary: 'One report as a CSV or XLSX file, with the same filters',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req, reply) => {
      const { format, ...query } = req.query;
      const result = await service.run(await caller(req), req.params.id, query, true);
      const locale = localeFromAcceptLanguage(req.headers['accept-language']);
      return sendReportFile(
        reply,
        format === 'xlsx' ? await reportXlsx(result, locale) : reportCsv(result, locale),
      );
    },
  );
};
