import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, route } from '../../core/lib/route';
import { sendFileAttachment } from '../../platform/files/download';
import { currentUser } from '../../platform/http/auth';
import type { createCvLibrary } from './cv-library';
import { cvUploaded, cvUploadOptions, secured, uploaded } from './cv-upload-route';
import { catalogue } from './i18n';

const cv = endpoints.candidateDocuments;

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
    cvUploadOptions(
      candidate,
      uploadLimit,
      'Add a named CV (multipart `file`: PDF, DOC, DOCX, ODT or RTF up to 5 MB, and `name`); at most 5, the first is the default',
    ),
    async (req, reply) => {
      reply.code(201);
      return cvUploaded(await cvs.upload(currentUser(req).id, uploaded(req), req.body.name));
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
      message: catalogue.t(req.locale, 'done.cvRenamed'),
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
      message: catalogue.t(req.locale, 'done.cvDefault'),
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
      return { message: catalogue.t(req.locale, 'done.cvDeleted') };
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
