import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, MINUTE, rateLimit, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/http/auth';
import { catalogue } from './i18n';
import { createEnquiryService } from './service';

const tags = ['enquiries'];
const secured = { tags, security: [{ bearer: [] }] };

/** Enquiries (spec section 7, settings/enquiry): the public form and the staff inbox. */
export const enquiryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createEnquiryService({
    db: ctx.db,
    publicUrl: ctx.config.publicUrl,
    notifyMail: ctx.notifyMail,
  });
  const staff = app.requirePermission('enquiries.manage');

  route(
    app,
    endpoints.settings.createEnquiry,
    {
      config: rateLimit(5, 60 * MINUTE, ctx.config.rateLimitFactor),
      schema: {
        tags,
        summary: 'Send an enquiry (contact-us and employer-services pages); staff are mailed',
        response: errorResponses(400, 429),
      },
    },
    async (req, reply) => {
      await service.create(req.body, req.locale);
      return reply.status(201).send({ message: catalogue.t(req.locale, 'done.thanks') });
    },
  );

  route(
    app,
    endpoints.settings.enquiry,
    {
      onRequest: staff,
      schema: {
        ...secured,
        summary: 'Staff: the enquiry inbox, newest first, with counts by status',
        response: errorResponses(400, 401, 403),
      },
    },
    async (req) => {
      const { data, total, counts } = await service.list(req.query, req.locale);
      return { data, meta: { page: req.query.page, page_size: req.query.page_size, total, counts } };
    },
  );

  route(
    app,
    endpoints.settings.enquiryExport,
    {
      onRequest: staff,
      schema: {
        ...secured,
        summary: 'Staff: the enquiries the filters find, as CSV',
        response: errorResponses(400, 401, 403),
      },
    },
    async (req, reply) => {
      const csv = await service.csv(req.query, req.locale);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="enquiries-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  route(
    app,
    endpoints.settings.enquiryAssignees,
    {
      onRequest: staff,
      schema: {
        ...secured,
        summary: 'Staff: who an enquiry can be assigned to',
        response: errorResponses(401, 403),
      },
    },
    async () => ({ data: await service.assignees() }),
  );

  route(
    app,
    endpoints.settings.enquiryById,
    {
      onRequest: staff,
      schema: {
        ...secured,
        summary: 'Staff: one enquiry with its notes',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => ({ data: await service.get(req.params.id, req.locale) }),
  );

  route(
    app,
    endpoints.settings.updateEnquiryById,
    {
      onRequest: staff,
      schema: {
        ...secured,
        summary: 'Staff: change the status (new, in progress, closed) or the assignee',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => ({
      data: await service.update(req.params.id, req.body, req.locale),
      message: catalogue.t(req.locale, 'done.enquiryUpdated'),
    }),
  );

  route(
    app,
    endpoints.settings.enquiryNotes,
    {
      onRequest: staff,
      schema: {
        ...secured,
        summary: 'Staff: add a note to an enquiry',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req, reply) =>
      reply.status(201).send({
        data: await service.addNote(req.params.id, currentUser(req).id, req.body.body, req.locale),
        message: catalogue.t(req.locale, 'done.noteAdded'),
      }),
  );
};
