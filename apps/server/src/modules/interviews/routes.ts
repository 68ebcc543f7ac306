import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, MINUTE, rateLimit, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/http/auth';
import { requestCaller } from '../../platform/tenancy/request';
import { createAnswerService } from './answers';
import { catalogue } from './i18n';
import { createInterviewService } from './service';

const secured = { security: [{ bearer: [] }], tags: ['interviews'] };
const open = { tags: ['interviews'] };

/** With a warning the UI shows, the employer's message names it too. */
const written = (what: string, warnings: string[]) =>
  warnings.length ? `${what} ${warnings.join(' ')}` : what;

/**
 * Interviews: the organisation schedules, moves and cancels them (applications.manage, own
 * organisation only, the operator's staff included); the candidate answers signed in or from the
 * mailed link. `onChange` tells the reminder task a new time may be due soon.
 */
export const interviewRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; onChange?: () => void }> = async (
  app,
  { ctx, onChange },
) => {
  const deps = {
    db: ctx.db,
    secret: ctx.secret,
    publicUrl: ctx.config.publicUrl,
    notifyMail: ctx.notifyMail,
  };
  const service = createInterviewService(deps);
  const answers = createAnswerService(deps);
  const manage = app.requirePermission('applications.manage');
  const candidate = app.requireRole('candidate');
  const caller = (req: Parameters<typeof currentUser>[0]) => requestCaller(ctx.permissions, req);

  route(
    app,
    endpoints.interviews.list,
    {
      onRequest: manage,
      schema: {
        ...secured,
        summary: "The organisation's interviews in a time window, by job and interviewer",
        response: errorResponses(400, 401, 403),
      },
    },
    async (req) => service.list(await caller(req), req.query),
  );

  route(
    app,
    endpoints.interviews.options,
    {
      onRequest: manage,
      schema: {
        ...secured,
        summary: "What the scheduling form offers: the organisation's time zone, team and offices",
        response: errorResponses(401, 403),
      },
    },
    async (req) => ({ data: await service.options(await caller(req)) }),
  );

  route(
    app,
    endpoints.interviews.byApplication,
    {
      onRequest: manage,
      schema: {
        ...secured,
        summary: "An application's interviews, soonest first",
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => ({ data: await service.ofApplication(await caller(req), req.params.id) }),
  );

  route(
    app,
    endpoints.interviews.create,
    {
      onRequest: manage,
      schema: {
        ...secured,
        summary:
          'Schedule an interview: invitations with a calendar entry, the application moved to interview',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req, reply) => {
      const result = await service.schedule(await caller(req), req.body, req.locale);
      onChange?.();
      reply.code(201);
      return { ...result, message: written(catalogue.t(req.locale, 'done.scheduled'), result.warnings) };
    },
  );

  route(
    app,
    endpoints.interviews.update,
    {
      onRequest: manage,
      schema: {
        ...secured,
        summary: 'Reschedule or change an interview: the updated invitation (SEQUENCE + 1) is sent',
        response: errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (req) => {
      const result = await service.reschedule(await caller(req), req.params.id, req.body, req.locale);
      onChange?.();
      return {
        ...result,
        message: written(catalogue.t(req.locale, 'done.updated'), result.warnings),
      };
    },
  );

  route(
    app,
    endpoints.interviews.cancel,
    {
      onRequest: manage,
      schema: {
        ...secured,
        summary: 'Cancel an interview: the cancellation (METHOD:CANCEL) is sent',
        response: errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (req) => ({
      data: await service.cancel(await caller(req), req.params.id, req.body.reason),
      message: catalogue.t(req.locale, 'done.cancelled'),
    }),
  );

  route(
    app,
    endpoints.interviews.mine,
    {
      onRequest: candidate,
      schema: { ...secured, summary: "The candidate's interviews", response: errorResponses(401, 403) },
    },
    async (req) => ({ data: await answers.mine(currentUser(req).id) }),
  );

  route(
    app,
    endpoints.interviews.answer,
    {
      onRequest: candidate,
      schema: {
        ...secured,
        summary: 'Accept, decline or ask for another time (signed in)',
        response: errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (req) => ({
      data: await answers.answer(currentUser(req).id, req.params.id, req.body),
      message: catalogue.t(req.locale, 'done.answered'),
    }),
  );

  route(
    app,
    endpoints.interviews.link,
    {
      config: rateLimit(60, MINUTE, ctx.config.rateLimitFactor),
      schema: {
        ...open,
        summary:
          'The interview of a mailed answer link; no sign-in, the token is the proof (404 invalid, 410 expired)',
        response: errorResponses(400, 404, 410, 429),
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await answers.byLink(req.query.token) };
    },
  );

  route(
    app,
    endpoints.interviews.linkAnswer,
    {
      config: rateLimit(30, MINUTE, ctx.config.rateLimitFactor),
      schema: {
        ...open,
        summary: 'Answer an interview from the mailed link; no sign-in',
        response: errorResponses(400, 404, 409, 410, 429),
      },
    },
    async (req) => ({
      data: await answers.answerByLink(req.body.token, req.body),
      message: catalogue.t(req.locale, 'done.answered'),
    }),
  );
};
