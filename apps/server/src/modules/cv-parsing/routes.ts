import { NO_FILE_MESSAGE, UPLOAD_FIELD, UPLOAD_RULES } from '@portal/contract/files';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractText } from '../../core/i18n/zod';
import { AppError } from '../../core/lib/app-error';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, MINUTE, rateLimit, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/http/auth';
import { uploadRoute } from '../../platform/http/body-parsers';
import { requestCaller } from '../../platform/tenancy/request';
import { createCvParsingService } from './service';

/** CV parsing into profile suggestions (issue 29 item 1): the candidate's own CV, a recruiter's upload. */
export const cvParsingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createCvParsingService({ db: ctx.db, storage: app.storage, scanner: app.virusScanner });
  const factor = ctx.config.rateLimitFactor;
  // Parsing reads a whole document: bounded per client like the uploads.
  const parseLimit = rateLimit(20, MINUTE, factor);

  route(
    app,
    endpoints.cvParsing.mine,
    {
      onRequest: app.requireRole('candidate'),
      config: parseLimit,
      schema: {
        tags: ['candidate files'],
        security: [{ bearer: [] }],
        summary:
          'Read my stored CV into profile suggestions (nothing is saved); 404 without a CV, 422 when no text can be read',
        response: errorResponses(401, 403, 404, 422, 429),
      },
    },
    async (req) => ({ data: await service.parseMine(currentUser(req).id) }),
  );

  route(
    app,
    endpoints.cvParsing.upload,
    {
      onRequest: app.requirePermission('candidates.create'),
      config: {
        ...parseLimit,
        ...uploadRoute(UPLOAD_FIELD, UPLOAD_RULES.cv.maxBytes, contractText(UPLOAD_RULES.cv.sizeMessage)),
      },
      schema: {
        tags: ['CV database'],
        security: [{ bearer: [] }],
        summary:
          'Read an uploaded CV (multipart `file`: PDF, DOC, DOCX, ODT or RTF up to 5 MB) into the add-candidate form; nothing is saved; 422 when no text can be read',
        consumes: ['multipart/form-data'],
        response: errorResponses(400, 401, 403, 413, 422, 429, 503),
      },
    },
    async (req) => {
      await requestCaller(ctx.permissions, req);
      if (!req.upload) throw AppError.validation({ [UPLOAD_FIELD]: [contractText(NO_FILE_MESSAGE)] });
      return { data: await service.parseUpload(req.upload) };
    },
  );
};
