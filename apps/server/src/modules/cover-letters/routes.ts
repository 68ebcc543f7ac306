import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/http/auth';
import { catalogue } from './i18n';
import { createCoverLetterService } from './service';

const secured = { tags: ['candidate files'], security: [{ bearer: [] }] };
const letters = endpoints.candidateDocuments;

/** The candidate's saved cover letters: list, write, edit, delete (issue 29 item 2). */
export const coverLetterRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createCoverLetterService(ctx.db);
  const candidate = app.requireRole('candidate');

  route(
    app,
    letters.coverLetters,
    {
      onRequest: candidate,
      schema: { ...secured, summary: 'My saved cover letters', response: errorResponses(401, 403) },
    },
    async (req) => ({ data: await service.list(currentUser(req).id) }),
  );

  route(
    app,
    letters.createCoverLetter,
    {
      onRequest: candidate,
      schema: {
        ...secured,
        summary: 'Save a cover letter (title, text up to 5,000 characters; at most 5)',
        response: errorResponses(400, 401, 403, 422),
      },
    },
    async (req, reply) => {
      reply.code(201);
      return {
        data: await service.create(currentUser(req).id, req.body),
        message: catalogue.t(req.locale, 'done.saved'),
      };
    },
  );

  route(
    app,
    letters.updateCoverLetter,
    {
      onRequest: candidate,
      schema: {
        ...secured,
        summary: 'Edit a saved cover letter',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => ({
      data: await service.update(currentUser(req).id, req.params.id, req.body),
      message: catalogue.t(req.locale, 'done.saved'),
    }),
  );

  route(
    app,
    letters.removeCoverLetter,
    {
      onRequest: candidate,
      schema: {
        ...secured,
        summary: 'Delete a saved cover letter',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => {
      await service.remove(currentUser(req).id, req.params.id);
      return { message: catalogue.t(req.locale, 'done.deleted') };
    },
  );
};
