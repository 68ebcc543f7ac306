import {
  ENQUIRY_THANKS,
  enquiryAssigneeSchema,
  enquiryCreateSchema,
  enquiryDetailSchema,
  enquiryExportQuerySchema,
  enquiryListQuerySchema,
  enquiryListSchema,
  enquiryNoteCreateSchema,
  enquiryUpdateSchema,
} from '@portal/contract/enquiries';
import { envelope, messageSchema } from '@portal/contract/envelope';
import { idParam } from '@portal/contract/fields';
import { API } from '@portal/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPath, errorResponses, MINUTE, rateLimit } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/http/auth';
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

  app.post(
    apiPath(API.settings.enquiry),
    {
      // A person sends one or two; more from one address within the hour is a script.
      config: rateLimit(5, 60 * MINUTE, ctx.config.rateLimitFactor),
      schema: {
        tags,
        summary: 'Send an enquiry (contact-us and employer-services pages); staff are mailed',
        body: enquiryCreateSchema,
        response: { 201: messageSchema, ...errorResponses(400, 429) },
      },
    },
    async (req, reply) => {
      await service.create(req.body);
      return reply.status(201).send({ message: ENQUIRY_THANKS });
    },
  );

  app.get(
    apiPath(API.settings.enquiry),
    {
      onRequest: staff,
      schema: {
        ...secured,
        summary: 'Staff: the enquiry inbox, newest first, with counts by status',
        querystring: enquiryListQuerySchema,
        response: { 200: enquiryListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => {
      const { data, total, counts } = await service.list(req.query);
      return { data, meta: { page: req.query.page, page_size: req.query.page_size, total, counts } };
    },
  );

  app.get(
    apiPath(API.settings.enquiryExport),
    {
      onRequest: staff,
      schema: {
        ...secured,
        summary: 'Staff: the enquiries the filters find, as CSV',
        querystring: enquiryExportQuerySchema,
        response: { 200: z.string(), ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const csv = await service.csv(req.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="enquiries-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  app.get(
    apiPath(API.settings.enquiryAssignees),
    {
      onRequest: staff,
      schema: {
        ...secured,
        summary: 'Staff: who an enquiry can be assigned to',
        response: { 200: envelope(z.array(enquiryAssigneeSchema)), ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: await service.assignees() }),
  );

  app.get(
    apiPath(API.settings.enquiryById(':id')),
    {
      onRequest: staff,
      schema: {
        ...secured,
        summary: 'Staff: one enquiry with its notes',
        params: idParam,
        response: { 200: envelope(enquiryDetailSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ({ data: await service.get(req.params.id) }),
  );

  app.patch(
    apiPath(API.settings.enquiryById(':id')),
    {
      onRequest: staff,
      schema: {
        ...secured,
        summary: 'Staff: change the status (new, in progress, closed) or the assignee',
        params: idParam,
        body: enquiryUpdateSchema,
        response: { 200: envelope(enquiryDetailSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ({ data: await service.update(req.params.id, req.body), message: 'Enquiry updated.' }),
  );

  app.post(
    apiPath(API.settings.enquiryNotes(':id')),
    {
      onRequest: staff,
      schema: {
        ...secured,
        summary: 'Staff: add a note to an enquiry',
        params: idParam,
        body: enquiryNoteCreateSchema,
        response: { 201: envelope(enquiryDetailSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) =>
      reply.status(201).send({
        data: await service.addNote(req.params.id, currentUser(req).id, req.body.body),
        message: 'Note added.',
      }),
  );
};
