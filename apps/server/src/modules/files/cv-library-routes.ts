import { NO_FILE_MESSAGE, UPLOAD_FIELD, UPLOAD_RULES } from '@portal/contract/files';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../core/lib/app-error';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, route } from '../../core/lib/route';
import { sendFileAttachment } from '../../platform/files/download';
import { currentUser } from '../../platform/http/auth';
import { uploadRoute } from '../../platform/http/body-parsers';
import type { createCvLibrary } from './cv-library';

const secured = { tags: ['candidate files'], security: [{ bearer: [] }] };
const cv = endpoints.candidateDocuments;

function uploaded(req: FastifyRequest) {
  if (!req.upload) throw AppError.validation({ [UPLOAD_FIELD]: [NO_FILE_MESSAGE] });
  return req.upload;
}

/** The candidate's named CVs (issue 29 item 2): list, upload, rename, make default, delete, download. */
export function cvLibraryRoutes(
  app: FastifyInstance,
  cvs: ReturnType<typeof createCvLibrary>,
  candidate: ReturnType<FastifyInstance['requireRole']>,
  uploadLimit: object,
) {
  route(
    app,
    cv.cvs,
    {
      onRequest: candidate,
      schema: {
        ...secured,
        summary: 'My CVs, newest first, the default marked',
        response: errorResponses(401, 403),
      },
    },
    async (req) => ({ data: await cvs.list(currentUser(req).id) }),
  );

  route(
    app,
    cv.createCv,
    {
      onRequest: candidate,
      config: {
        ...uploadLimit,
        ...uploadRoute(UPLOAD_FIELD, UPLOAD_RULES.cv.maxBytes, UPLOAD_RULES.cv.sizeMessage),
      },
      schema: {
        ...secured,
        summary:
          'Add a named CV (multipart `file`: PDF, DOC, DOCX, ODT or RTF up to 5 MB, and `name`); at most 5, the first is the default',
        consumes: ['multipart/form-data'],
        response: errorResponses(400, 401, 403, 413, 422, 429, 503),
      },
    },
    async (req, reply) => {
      const data = await cvs.upload(currentUser(req).id, uploaded(req), req.body.name);
      reply.code(201);
      return {
        data,
        message: data.has_text
          ? 'CV uploaded.'
          : 'CV uploaded. No text could be read from it (a scan?), so searches will not find its contents.',
      };
    },
  );

  route(
    app,
    cv.renameCv,
    {
      onRequest: candidate,
      schema: { ...secured, summary: 'Rename one of my CVs', response: errorResponses(400, 401, 403, 404) },
    },
    async (req) => ({
      data: await cvs.rename(currentUser(req).id, req.params.id, req.body.name),
      message: 'CV renamed.',
    }),
  );

  route(
    app,
    cv.makeDefaultCv,
    {
      onRequest: candidate,
      schema: {
        ...secured,
        summary: 'Make one of my CVs the default (the one the CV database searches and applications send)',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => ({
      data: await cvs.makeDefault(currentUser(req).id, req.params.id),
      message: 'This is now your default CV.',
    }),
  );

  route(
    app,
    cv.removeCv,
    {
      onRequest: candidate,
      schema: {
        ...secured,
        summary: 'Delete one of my CVs (applications keep the copy they were sent with)',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => {
      await cvs.remove(currentUser(req).id, req.params.id);
      return { message: 'CV deleted.' };
    },
  );

  route(
    app,
    cv.cvFile,
    {
      onRequest: candidate,
      schema: { ...secured, summary: 'Download one of my CVs', response: errorResponses(400, 401, 403, 404) },
    },
    async (req, reply) => sendFileAttachment(reply, await cvs.file(currentUser(req).id, req.params.id)),
  );
}
