import { localeFromAcceptLanguage } from '@portal/contract/locale';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toCsv } from '../../core/lib/csv';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { requestCaller } from '../../platform/tenancy/request';
import { catalogue as c } from './i18n';
import { createFolderService } from './service';

const secured = { tags: ['CV folders'], security: [{ bearer: [] }] };

/** template/cv-folder: the organisation's CV folders (cv.folders); another organisation's folder is 404. */
export const cvFolderRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createFolderService(ctx.db);
  const guard = app.requirePermission('cv.folders');
  const caller = (req: FastifyRequest) => requestCaller(ctx.permissions, req);

  route(
    app,
    endpoints.cvFolders.list,
    {
      onRequest: guard,
      schema: {
        ...secured,
        summary: "The organisation's CV folders, most recently changed first",
        response: errorResponses(400, 401, 403),
      },
    },
    async (req) => {
      const { data, total } = await service.list(await caller(req), req.query);
      return { data, meta: { page: req.query.page, page_size: req.query.page_size, total } };
    },
  );

  route(
    app,
    endpoints.cvFolders.create,
    {
      onRequest: guard,
      schema: {
        ...secured,
        summary: 'Create a folder, optionally with its first candidates',
        response: errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (req, reply) => {
      const data = await service.create(await caller(req), req.body);
      return reply.status(201).send({ data, message: c.t(req.locale, 'done.folderCreated') });
    },
  );

  route(
    app,
    endpoints.cvFolders.byId,
    {
      onRequest: guard,
      schema: {
        ...secured,
        summary: 'A folder with a page of its candidates (the search result columns, note, when added)',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => {
      const { folder, data, total } = await service.view(await caller(req), req.params.id, req.query);
      return { data, meta: { page: req.query.page, page_size: req.query.page_size, total, folder } };
    },
  );

  route(
    app,
    endpoints.cvFolders.update,
    {
      onRequest: guard,
      schema: { ...secured, summary: 'Rename a folder', response: errorResponses(400, 401, 403, 404, 409) },
    },
    async (req) => ({
      data: await service.rename(await caller(req), req.params.id, req.body.name),
      message: c.t(req.locale, 'done.folderRenamed'),
    }),
  );

  route(
    app,
    endpoints.cvFolders.remove,
    {
      onRequest: guard,
      schema: {
        ...secured,
        summary: 'Delete a folder (its candidates stay in the CV database)',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => {
      await service.remove(await caller(req), req.params.id);
      return { message: c.t(req.locale, 'done.folderDeleted') };
    },
  );

  route(
    app,
    endpoints.cvFolders.createCandidates,
    {
      onRequest: guard,
      schema: {
        ...secured,
        summary: 'Add candidates to a folder (one or many; those already in it are counted, not added twice)',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => {
      const data = await service.addCandidates(await caller(req), req.params.id, req.body.candidate_ids);
      return {
        data,
        message: c.t(req.locale, 'done.added', { added: data.added, already: data.already }),
      };
    },
  );

  route(
    app,
    endpoints.cvFolders.removeCandidates,
    {
      onRequest: guard,
      schema: {
        ...secured,
        summary: 'Remove candidates from a folder',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => {
      const data = await service.removeCandidates(await caller(req), req.params.id, req.body.candidate_ids);
      return { data, message: c.t(req.locale, 'done.removed', { count: data.removed }) };
    },
  );

  route(
    app,
    endpoints.cvFolders.candidate,
    {
      onRequest: guard,
      schema: {
        ...secured,
        summary: "The organisation's note on a candidate in the folder ('' clears it)",
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => ({
      data: await service.setNote(await caller(req), req.params.id, req.params.candidateId, req.body.note),
      message: c.t(req.locale, 'done.noteSaved'),
    }),
  );

  route(
    app,
    endpoints.cvFolders.export,
    {
      onRequest: guard,
      schema: {
        ...secured,
        summary: "The folder's candidates as CSV (UTF-8 with BOM)",
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req, reply) => {
      const { folder, data } = await service.exportRows(await caller(req), req.params.id);
      const locale = localeFromAcceptLanguage(req.headers['accept-language']);
      const csv = toCsv([
        [
          c.t(locale, 'csv.name'),
          c.t(locale, 'csv.headline'),
          c.t(locale, 'csv.currentRole'),
          c.t(locale, 'csv.employer'),
          c.t(locale, 'csv.location'),
          c.t(locale, 'csv.experience'),
          c.t(locale, 'csv.expectedSalary'),
          c.t(locale, 'csv.currency'),
          c.t(locale, 'csv.noticePeriod'),
          c.t(locale, 'csv.lastActive'),
          c.t(locale, 'csv.note'),
          c.t(locale, 'csv.added'),
        ],
        ...data.map((r) => [
          `${r.first_name} ${r.last_name}`,
          r.headline,
          r.current_title,
          r.current_employer,
          r.location,
          r.total_experience_years,
          r.expected_salary,
          r.expected_salary != null ? r.expected_salary_currency : null,
          r.notice_period,
          r.last_active_at.slice(0, 10),
          r.note,
          r.added_at.slice(0, 10),
        ]),
      ]);
      const slug =
        folder.name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '') || 'folder';
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="cv-folder-${slug}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
};
