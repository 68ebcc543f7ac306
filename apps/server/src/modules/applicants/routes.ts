import { type Locale, localeFromAcceptLanguage } from '@portal/contract/locale';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toCsv } from '../../core/lib/csv';
import { endpoints } from '../../core/lib/endpoints';
import { applicationStatusText, label } from '../../core/lib/labels';
import { errorResponses, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { sendFileAttachment } from '../../platform/files/download';
import { requestCaller } from '../../platform/tenancy/request';
import { screeningCsvColumns } from '../screening';
import { catalogue as c } from './i18n';
import { createApplicantService } from './service';
import { moveApplicants } from './status';

const secured = { security: [{ bearer: [] }], tags: ['applicants'] };
/** The export's columns in the requester's language (Accept-Language). */
const csvHeader = (locale: Locale) => [
  c.t(locale, 'csv.name'),
  c.t(locale, 'csv.email'),
  c.t(locale, 'csv.phone'),
  c.t(locale, 'csv.status'),
  c.t(locale, 'csv.appliedAt'),
  c.t(locale, 'csv.currentTitle'),
  c.t(locale, 'csv.experience'),
  c.t(locale, 'csv.location'),
  c.t(locale, 'csv.coverNote'),
];

/** The employer's side: a job's applicants, one applicant, their CV, status moves and the CSV export. */
export const applicantRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createApplicantService(ctx.db);
  const manage = app.requirePermission('applications.manage');
  const caller = (req: FastifyRequest) => requestCaller(ctx.permissions, req, 'jobs.manage_all');

  route(
    app,
    endpoints.jobs.applicants,
    {
      onRequest: manage,
      schema: {
        ...secured,
        summary: "A job's applicants with counts by status",
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => {
      const { data, total, counts } = await service.list(await caller(req), req.params.id, req.query);
      return { data, meta: { page: req.query.page, page_size: req.query.page_size, total, counts } };
    },
  );

  route(
    app,
    endpoints.jobs.applicantsCsv,
    {
      onRequest: manage,
      schema: {
        ...secured,
        summary: "A job's applicants as CSV",
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req, reply) => {
      const { job, rows } = await service.exportRows(await caller(req), req.params.id);
      const locale = localeFromAcceptLanguage(req.headers['accept-language']);
      const screening = await screeningCsvColumns(
        ctx.db,
        rows.map((r) => r.id),
        locale,
      );
      const csv = toCsv([
        [...csvHeader(locale), ...screening.header],
        ...rows.map((r) => [
          `${r.firstName} ${r.lastName}`.trim(),
          r.email,
          r.phone,
          label(applicationStatusText(r.status), locale),
          r.createdAt.toISOString(),
          r.candidate.current_title,
          r.candidate.total_experience_years,
          r.candidate.location,
          r.coverNote,
          ...screening.cells(r.id),
        ]),
      ]);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="applicants-job-${job.id}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  route(
    app,
    endpoints.jobs.applicant,
    {
      onRequest: manage,
      schema: {
        ...secured,
        summary: 'One applicant: profile, cover note, CV and history; records a view',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => ({ data: await service.detail(await caller(req), req.params.id, req.locale) }),
  );

  route(
    app,
    endpoints.jobs.applicantCv,
    {
      onRequest: manage,
      schema: {
        ...secured,
        summary: 'The CV the applicant applied with, as an attachment',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req, reply) => sendFileAttachment(reply, await service.cvFile(await caller(req), req.params.id)),
  );

  route(
    app,
    endpoints.jobs.applicantsStatus,
    {
      onRequest: manage,
      schema: {
        ...secured,
        summary: 'Move one or many applicants to a status, optionally mailing them',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => {
      const data = await moveApplicants(
        { db: ctx.db, secret: ctx.secret, publicUrl: ctx.config.publicUrl, notifyMail: ctx.notifyMail },
        await caller(req),
        req.body,
      );
      const status = label(applicationStatusText(req.body.status), req.locale);
      const parts = [
        c.t(req.locale, 'done.moved', {
          count: data.moved,
          status: req.locale === 'en' ? status.toLowerCase() : status,
        }),
      ];
      if (data.skipped_withdrawn.length)
        parts.push(c.t(req.locale, 'done.skippedWithdrawn', { count: data.skipped_withdrawn.length }));
      if (data.notified) parts.push(c.t(req.locale, 'done.queued', { count: data.notified }));
      return { data, message: parts.join(' ') };
    },
  );
};
