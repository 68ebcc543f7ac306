import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../core/lib/app-error';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { sendFileAttachment } from '../../platform/files/download';
import { assertCandidateReach } from '../../platform/tenancy/candidates';
import { logCandidateAccess } from '../../platform/tenancy/candidates-repository';
import { requestCaller } from '../../platform/tenancy/request';
import { loadCandidateProfile } from '../candidate-profile';
import { currentCvOf, NO_CV } from '../files';
import { addFeedback, listFeedback } from './feedback';
import { catalogue } from './i18n';
import { listCandidates } from './list';

const secured = { tags: ['candidates (staff)'], security: [{ bearer: [] }] };

/** Staff's side of the candidates: lists, one profile, the CV, consultant feedback. */
export const candidateStaffRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const list = app.requirePermission('candidates.list');
  const feedback = app.requirePermission('candidates.feedback');

  // The keyword list and the filtered list answer alike; each from its own endpoint.
  const listed = { onRequest: list, schema: { ...secured, response: errorResponses(400, 401, 403) } };
  const page = async (
    req: Parameters<typeof requestCaller>[1],
    query: Parameters<typeof listCandidates>[2],
  ) => {
    const { rows, total } = await listCandidates(ctx.db, await requestCaller(ctx.permissions, req), query);
    return { data: rows, meta: { page: query.page, page_size: query.page_size, total } };
  };
  route(
    app,
    endpoints.candidate.list,
    { ...listed, schema: { ...listed.schema, summary: 'Candidates with a keyword (staff)' } },
    (req) => page(req, req.query),
  );
  route(
    app,
    endpoints.candidate.filter,
    {
      ...listed,
      schema: { ...listed.schema, summary: 'Candidates filtered by desired job, place, skills, ... (staff)' },
    },
    (req) => page(req, req.query),
  );

  route(
    app,
    endpoints.candidate.byId,
    {
      onRequest: list,
      schema: {
        ...secured,
        summary: "One candidate's profile, with the consultant feedback when the caller may read it",
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => {
      const caller = await requestCaller(ctx.permissions, req);
      await assertCandidateReach(ctx.db, caller, req.params.id);
      const mayReadNotes = await ctx.permissions.has(caller.user, 'candidates.feedback');
      await logCandidateAccess(ctx.db, caller, { candidateId: req.params.id, kind: 'profile' });
      const [profile, notes] = await Promise.all([
        loadCandidateProfile(ctx.db, req.params.id),
        mayReadNotes ? listFeedback(ctx.db, caller, req.params.id) : null,
      ]);
      return { data: { profile, feedback: notes } };
    },
  );

  route(
    app,
    endpoints.candidate.cvById,
    {
      onRequest: list,
      schema: {
        ...secured,
        summary: "One candidate's CV as an attachment",
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req, reply) => {
      const caller = await requestCaller(ctx.permissions, req);
      await assertCandidateReach(ctx.db, caller, req.params.id);
      const file = await currentCvOf(ctx.db, req.params.id);
      if (!file) throw AppError.notFound(NO_CV);
      await logCandidateAccess(ctx.db, caller, { candidateId: req.params.id, kind: 'cv' });
      return sendFileAttachment(reply, file);
    },
  );

  route(
    app,
    endpoints.candidate.consultantFeedback,
    {
      onRequest: feedback,
      schema: {
        ...secured,
        summary:
          "The caller's organisation's consultant feedback on a candidate, newest first (never shown to the candidate)",
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => ({
      data: await listFeedback(ctx.db, await requestCaller(ctx.permissions, req), req.params.candidateId),
    }),
  );

  route(
    app,
    endpoints.candidate.createConsultantFeedback,
    {
      onRequest: feedback,
      schema: {
        ...secured,
        summary: 'Add a consultant feedback note on a candidate',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req, reply) => {
      const caller = await requestCaller(ctx.permissions, req);
      const note = await addFeedback(ctx.db, caller, req.params.candidateId, req.body.body);
      return reply.status(201).send({ data: note, message: catalogue.t(req.locale, 'done.noteAdded') });
    },
  );
};
