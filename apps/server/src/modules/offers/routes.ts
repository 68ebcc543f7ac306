import type { Locale } from '@portal/contract/locale';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../core/lib/app-error';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { sendFileAttachment } from '../../platform/files/download';
import { currentUser } from '../../platform/http/auth';
import { requestCaller } from '../../platform/tenancy/request';
import { catalogue } from './i18n';
import { verifyOfferLinkToken } from './link-token';
import { createOfferService } from './service';
import { offerTemplateRoutes } from './template-routes';

const tags = ['offers'];
const secured = { security: [{ bearer: [] }], tags };
const INVALID_LINK = catalogue.text('errors.offer_link_not_valid_open');

/** Offers: the employer's side on an application, the candidate's own, and the mailed link. */
export const offerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(offerTemplateRoutes, { ctx });
  const service = createOfferService({
    db: ctx.db,
    secret: ctx.secret,
    publicUrl: ctx.config.publicUrl,
    storage: app.storage,
    notifyMail: ctx.notifyMail,
  });
  const manage = app.requirePermission('applications.manage');
  const candidate = app.requireRole('candidate');
  // As for applicants: the operator's staff with jobs.manage_all reach every organisation's.
  const caller = (req: FastifyRequest) => requestCaller(ctx.permissions, req, 'jobs.manage_all');
  const linkOffer = (token: string) => {
    const id = verifyOfferLinkToken(ctx.secret, token);
    if (!id) throw AppError.validation({ token: [INVALID_LINK] });
    return id;
  };

  route(
    app,
    endpoints.offers.ofApplication,
    {
      onRequest: manage,
      schema: {
        ...secured,
        summary: "An application's offers, and whether the job's openings are all filled",
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => ({ data: await service.ofApplication(await caller(req), req.params.id) }),
  );

  route(
    app,
    endpoints.offers.create,
    {
      onRequest: manage,
      schema: {
        ...secured,
        summary:
          'Make an offer: the letter rendered to PDF, the application moved to offered, the candidate mailed',
        response: errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (req, reply) => {
      const data = await service.create(await caller(req), req.params.id, req.body);
      return reply.status(201).send({ data, message: catalogue.t(req.locale, 'done.sent') });
    },
  );

  route(
    app,
    endpoints.offers.sentPdf,
    {
      onRequest: manage,
      config: { fileDownload: true },
      schema: { ...secured, summary: "An offer's PDF letter", response: errorResponses(400, 401, 403, 404) },
    },
    async (req, reply) => sendFileAttachment(reply, await service.sentPdf(await caller(req), req.params.id)),
  );

  route(
    app,
    endpoints.offers.withdraw,
    {
      onRequest: manage,
      schema: {
        ...secured,
        summary: 'Withdraw an offer still awaiting an answer; the candidate is told',
        response: errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (req) => ({
      data: await service.withdraw(await caller(req), req.params.id),
      message: catalogue.t(req.locale, 'done.withdrawn'),
    }),
  );

  route(
    app,
    endpoints.offers.mine,
    {
      onRequest: candidate,
      schema: { ...secured, summary: 'My offers, newest first', response: errorResponses(401, 403) },
    },
    async (req) => ({ data: await service.mine(currentUser(req).id) }),
  );

  route(
    app,
    endpoints.offers.minePdf,
    {
      onRequest: candidate,
      config: { fileDownload: true },
      schema: {
        ...secured,
        summary: "One of my offers' PDF letter",
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req, reply) => sendFileAttachment(reply, await service.minePdf(currentUser(req), req.params.id)),
  );

  route(
    app,
    endpoints.offers.answer,
    {
      onRequest: candidate,
      schema: {
        ...secured,
        summary: 'Accept (the application is hired) or decline one of my offers',
        response: errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (req) => {
      const data = await service.answerMine(currentUser(req), req.params.id, req.body.answer);
      return { data, message: answered(req.body.answer, req.locale) };
    },
  );

  route(
    app,
    endpoints.offers.link,
    {
      schema: { tags, summary: "The offer behind a mail's signed link", response: errorResponses(400, 404) },
    },
    async (req) => ({ data: await service.byLink(linkOffer(req.query.token)) }),
  );

  route(
    app,
    endpoints.offers.linkPdf,
    {
      config: { fileDownload: true },
      schema: { tags, summary: "The PDF letter of a mail's signed link", response: errorResponses(400, 404) },
    },
    async (req, reply) => sendFileAttachment(reply, await service.linkPdf(linkOffer(req.query.token))),
  );

  route(
    app,
    endpoints.offers.linkAnswer,
    {
      schema: {
        tags,
        summary: "Accept or decline the offer of a mail's signed link (works signed out)",
        response: errorResponses(400, 404, 409),
      },
    },
    async (req) => {
      const data = await service.answerByLink(linkOffer(req.body.token), req.body.answer);
      return { data, message: answered(req.body.answer, req.locale) };
    },
  );
};

const answered = (answer: 'accept' | 'decline', locale: Locale) =>
  answer === 'accept' ? catalogue.t(locale, 'done.accepted') : catalogue.t(locale, 'done.declined');
