import { MASTER_CSV_FIELD, MASTER_CSV_MAX_BYTES } from '@portal/contract/master-data';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../core/lib/app-error';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, MINUTE, rateLimit, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { uploadRoute } from '../../platform/http/body-parsers';
import { requestCaller } from '../../platform/tenancy/request';
import { createMasterCsv } from './csv-service';
import { catalogue } from './i18n';

const TOO_LARGE = catalogue.text('errors.csv_file_must_2_mb');

function uploaded(req: FastifyRequest): Buffer {
  if (!req.upload)
    throw AppError.validation({ [MASTER_CSV_FIELD]: [catalogue.text('errors.choose_csv_file')] });
  return req.upload.data;
}

/** A master list as CSV: export, and import in two steps (preview, then apply what was previewed). */
export const masterCsvRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; onChange: () => void }> = async (
  app,
  { ctx, onChange },
) => {
  const csv = createMasterCsv(ctx.db, onChange);
  const base = { tags: ['master'], security: [{ bearer: [] }] };
  const guard = app.requirePermission('master_data.manage');
  // Busboy stops at the limit: a 10 MB upload is refused after 2 MB, never held whole.
  const upload = {
    ...rateLimit(30, MINUTE, ctx.config.rateLimitFactor),
    ...uploadRoute(MASTER_CSV_FIELD, MASTER_CSV_MAX_BYTES, TOO_LARGE),
  };

  route(
    app,
    endpoints.master.adminExport,
    {
      onRequest: guard,
      schema: {
        ...base,
        summary:
          "A list as CSV: name, slug, parent, active, order, usage (formula-like cells prefixed with ')",
        response: errorResponses(400, 401, 403),
      },
    },
    async (req, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${req.params.name}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(await csv.exportCsv(req.params.name)),
  );

  route(
    app,
    endpoints.master.adminImportPreview,
    {
      onRequest: guard,
      config: upload,
      schema: {
        ...base,
        summary: 'What importing a CSV (multipart `file`, up to 2 MB) would add, change and reject, and why',
        consumes: ['multipart/form-data'],
        response: errorResponses(400, 401, 403, 413, 429),
      },
    },
    async (req) => ({ data: await csv.preview(req.params.name, uploaded(req)) }),
  );

  route(
    app,
    endpoints.master.adminImport,
    {
      onRequest: guard,
      config: upload,
      schema: {
        ...base,
        summary:
          "Apply a previewed import: the same `file` again and the preview's `token`; 409 when the list or file changed since",
        consumes: ['multipart/form-data'],
        response: errorResponses(400, 401, 403, 409, 413, 429),
      },
    },
    async (req) => {
      const caller = await requestCaller(ctx.permissions, req);
      const result = await csv.apply(caller, req.params.name, uploaded(req), req.body.token);
      return {
        data: result,
        message: catalogue.t(req.locale, 'done.imported', { added: result.added, changed: result.changed }),
      };
    },
  );
};
