import { UPLOAD_FIELD } from '@portal/contract/files';
import { MESSAGE_ATTACHMENT_RULES } from '@portal/contract/messages-values';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractText } from '../../core/i18n/zod';
import { AppError } from '../../core/lib/app-error';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, MINUTE, rateLimit, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { sendFileAttachment } from '../../platform/files/download';
import { currentUser } from '../../platform/http/auth';
import { uploadRoute } from '../../platform/http/body-parsers';
import { catalogue } from './i18n';
import { createMessageService } from './service';

const secured = { security: [{ bearer: [] }], tags: ['messages'] };

/** Messages between an application's candidate and the job's organisation: both sides use the same routes. */
export const messageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createMessageService({
    db: ctx.db,
    storage: app.storage,
    scanner: app.virusScanner,
    log: app.log,
    publicUrl: ctx.config.publicUrl,
    notifyMail: ctx.notifyMail,
  });
  // A candidate speaks for themself; staff need the applicant pipeline's code (the applicant panel's).
  const mayMessage = async (req: FastifyRequest) => {
    const user = currentUser(req);
    if (user.role === 'candidate') return;
    if (!(await ctx.permissions.has(user, 'applications.manage'))) throw AppError.forbidden();
  };
  // A fresh list per route: the rate limiter adds its hook to the send route's list, which a shared
  // array would carry to every route.
  const party = () => [app.authenticate, mayMessage];

  route(
    app,
    endpoints.messages.list,
    {
      onRequest: party(),
      schema: {
        ...secured,
        summary: 'My conversations, newest activity first, with unread counts',
        response: errorResponses(400, 401, 403),
      },
    },
    async (req) => {
      const { page, page_size } = req.query;
      const { data, total } = await service.list(currentUser(req), page, page_size);
      return { data, meta: { page, page_size, total } };
    },
  );

  route(
    app,
    endpoints.messages.unread,
    {
      onRequest: party(),
      schema: {
        ...secured,
        summary: 'How many messages to me are unread (the header badge)',
        response: errorResponses(401, 403),
      },
    },
    async (req) => ({ data: { unread: await service.unread(currentUser(req)) } }),
  );

  route(
    app,
    endpoints.messages.attachment,
    {
      onRequest: party(),
      schema: { ...secured, summary: "A message's attachment", response: errorResponses(400, 401, 403, 404) },
    },
    async (req, reply) =>
      sendFileAttachment(reply, await service.attachment(currentUser(req), req.params.id)),
  );

  route(
    app,
    endpoints.messages.thread,
    {
      onRequest: party(),
      schema: {
        ...secured,
        summary: "An application's conversation; marks the other side's messages read",
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => ({ data: await service.thread(currentUser(req), req.params.applicationId) }),
  );

  route(
    app,
    endpoints.messages.send,
    {
      onRequest: party(),
      config: {
        ...rateLimit(30, MINUTE, ctx.config.rateLimitFactor),
        ...uploadRoute(
          UPLOAD_FIELD,
          MESSAGE_ATTACHMENT_RULES.maxBytes,
          contractText(MESSAGE_ATTACHMENT_RULES.sizeMessage),
        ),
      },
      schema: {
        ...secured,
        summary:
          'Send a message (JSON, or multipart with `body` and an optional `file`: PDF, DOC, DOCX, JPEG, PNG or WebP up to 5 MB)',
        consumes: ['application/json', 'multipart/form-data'],
        response: errorResponses(400, 401, 403, 404, 413, 422, 429, 503),
      },
    },
    async (req, reply) => {
      const data = await service.send(
        currentUser(req),
        req.params.applicationId,
        req.body.body,
        req.upload ?? undefined,
      );
      return reply.status(201).send({ data, message: catalogue.t(req.locale, 'done.sent') });
    },
  );
};
