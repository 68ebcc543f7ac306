import { UPLOAD_FIELD, UPLOAD_RULES } from '@portal/contract/files';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractText } from '../../core/i18n/zod';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, MINUTE, rateLimit, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { sendFileAttachment, sendPublicImage } from '../../platform/files/download';
import { currentUser } from '../../platform/http/auth';
import { uploadRoute } from '../../platform/http/body-parsers';
import { createCvLibrary } from './cv-library';
import { cvLibraryRoutes } from './cv-library-routes';
import { cvUploaded, cvUploadOptions, secured, uploaded } from './cv-upload-route';
import { catalogue } from './i18n';
import { createCandidateFilesService } from './service';

/** The candidate's photo and CVs (the spec's single CV is the default one): upload, replace, remove, download; the public photo URL. */
export const candidateFileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const deps = { db: ctx.db, storage: app.storage, scanner: app.virusScanner, log: app.log };
  const service = createCandidateFilesService(deps);
  const candidate = app.requireRole('candidate');
  const factor = ctx.config.rateLimitFactor;
  // Uploads parse images and documents: bounded per client so nobody keeps the CPU busy.
  const uploadLimit = rateLimit(20, MINUTE, factor);

  route(
    app,
    endpoints.candidate.createPhoto,
    {
      onRequest: candidate,
      config: {
        ...uploadLimit,
        ...uploadRoute(
          UPLOAD_FIELD,
          UPLOAD_RULES.photo.maxBytes,
          contractText(UPLOAD_RULES.photo.sizeMessage),
        ),
      },
      schema: {
        ...secured,
        summary: 'Upload or replace my photo (multipart `file`: JPEG, PNG or WebP up to 2 MB)',
        consumes: ['multipart/form-data'],
        response: errorResponses(400, 401, 403, 413, 422, 429, 503),
      },
    },
    async (req) => ({
      data: await service.uploadPhoto(currentUser(req).id, uploaded(req)),
      message: catalogue.t(req.locale, 'done.photoUpdated'),
    }),
  );

  route(
    app,
    endpoints.candidate.removePhoto,
    {
      onRequest: candidate,
      schema: { ...secured, summary: 'Remove my photo', response: errorResponses(401, 403, 404) },
    },
    async (req) => {
      await service.deletePhoto(currentUser(req).id);
      return { message: catalogue.t(req.locale, 'done.photoRemoved') };
    },
  );

  route(
    app,
    endpoints.candidate.photoFile,
    {
      schema: {
        tags: ['candidate files'],
        summary: 'A profile photo (public, re-encoded WebP)',
        response: errorResponses(400, 404),
      },
    },
    async (req, reply) => sendPublicImage(reply, await service.publicPhoto(req.params.key)),
  );

  cvLibraryRoutes(app, createCvLibrary(deps), candidate, uploadLimit);

  route(
    app,
    endpoints.candidate.createCv,
    cvUploadOptions(
      candidate,
      uploadLimit,
      'Upload or replace my default CV (multipart `file`: PDF, DOC, DOCX, ODT or RTF up to 5 MB)',
    ),
    async (req) => cvUploaded(await service.uploadCv(currentUser(req).id, uploaded(req))),
  );

  route(
    app,
    endpoints.candidate.cv,
    {
      onRequest: candidate,
      schema: { ...secured, summary: 'Download my default CV', response: errorResponses(401, 403, 404) },
    },
    async (req, reply) => sendFileAttachment(reply, await service.currentCv(currentUser(req).id)),
  );

  route(
    app,
    endpoints.candidate.removeCv,
    {
      onRequest: candidate,
      schema: {
        ...secured,
        summary: 'Remove my default CV (the most recent other CV becomes the default)',
        response: errorResponses(401, 403, 404),
      },
    },
    async (req) => {
      await service.deleteCv(currentUser(req).id);
      return { message: catalogue.t(req.locale, 'done.cvRemoved') };
    },
  );
};
