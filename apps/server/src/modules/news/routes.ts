import { NO_FILE_MESSAGE, UPLOAD_FIELD, UPLOAD_RULES } from '@portal/contract/files';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractText } from '../../core/i18n/zod';
import { AppError } from '../../core/lib/app-error';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, MINUTE, rateLimit, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { sendPublicImage } from '../../platform/files/download';
import { currentUser } from '../../platform/http/auth';
import { uploadRoute } from '../../platform/http/body-parsers';
import { catalogue } from './i18n';
import { createNewsService } from './service';

const tags = ['logistics news'];
const secured = { tags, security: [{ bearer: [] }] };

function uploaded(req: FastifyRequest) {
  if (!req.upload) throw AppError.validation({ [UPLOAD_FIELD]: [contractText(NO_FILE_MESSAGE)] });
  return req.upload;
}

/**
 * Logistics news (spec section 7, settings/logistics-news): anyone reads the published articles;
 * the operator's staff with news.manage write, publish and remove them. News is the operator's
 * own content, so there is no organisation to scope by: news.manage is an operator-only code.
 */
export const newsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createNewsService({
    db: ctx.db,
    storage: app.storage,
    scanner: app.virusScanner,
    log: app.log,
  });
  const staff = app.requirePermission('news.manage');

  route(
    app,
    endpoints.settings.news,
    {
      schema: {
        tags,
        summary: 'Published logistics news, newest first (?tag= for one tag)',
        response: errorResponses(400),
      },
    },
    async (req) => {
      const { data, total } = await service.listPublic(req.query);
      return { data, meta: { page: req.query.page, page_size: req.query.page_size, total } };
    },
  );

  route(
    app,
    endpoints.settings.newsArticle,
    { schema: { tags, summary: 'One published article by its slug', response: errorResponses(400, 404) } },
    async (req) => ({ data: await service.article(req.params.slug) }),
  );

  route(
    app,
    endpoints.settings.newsImageFile,
    {
      schema: {
        tags,
        summary: "An article's image (public, re-encoded WebP)",
        response: errorResponses(400, 404),
      },
    },
    async (req, reply) => sendPublicImage(reply, await service.image(req.params.key)),
  );

  route(
    app,
    endpoints.settings.newsManage,
    {
      onRequest: staff,
      schema: {
        ...secured,
        summary: 'Staff: every article, drafts too, with counts by status',
        response: errorResponses(400, 401, 403),
      },
    },
    async (req) => {
      const { data, total, counts } = await service.listAll(req.query);
      return { data, meta: { page: req.query.page, page_size: req.query.page_size, total, counts } };
    },
  );

  route(
    app,
    endpoints.settings.createNews,
    {
      onRequest: staff,
      schema: {
        ...secured,
        summary: 'Staff: write an article (draft or published); the body is sanitised',
        response: errorResponses(400, 401, 403),
      },
    },
    async (req, reply) => {
      const data = await service.create(currentUser(req).id, req.body);
      return reply.status(201).send({
        data,
        message:
          data.status === 'published'
            ? catalogue.t(req.locale, 'done.published')
            : catalogue.t(req.locale, 'done.draftSaved'),
      });
    },
  );

  route(
    app,
    endpoints.settings.newsById,
    {
      onRequest: staff,
      schema: {
        ...secured,
        summary: 'Staff: one article, draft or published',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => ({ data: await service.get(req.params.id) }),
  );

  route(
    app,
    endpoints.settings.updateNewsById,
    {
      onRequest: staff,
      schema: {
        ...secured,
        summary: 'Staff: change an article, publish it or take it back to draft',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => ({
      data: await service.update(req.params.id, req.body),
      message: catalogue.t(req.locale, 'done.saved'),
    }),
  );

  route(
    app,
    endpoints.settings.removeNewsById,
    {
      onRequest: staff,
      schema: {
        ...secured,
        summary: 'Staff: delete an article and its image',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => {
      await service.remove(req.params.id);
      return { message: catalogue.t(req.locale, 'done.deleted') };
    },
  );

  route(
    app,
    endpoints.settings.newsImage,
    {
      onRequest: staff,
      config: {
        ...rateLimit(20, MINUTE, ctx.config.rateLimitFactor),
        ...uploadRoute(
          UPLOAD_FIELD,
          UPLOAD_RULES.photo.maxBytes,
          catalogue.text('errors.image_must_2_mb_or'),
        ),
      },
      schema: {
        ...secured,
        summary:
          "Staff: upload or replace an article's image (multipart `file`: JPEG, PNG or WebP up to 2 MB)",
        consumes: ['multipart/form-data'],
        response: errorResponses(400, 401, 403, 404, 413, 422, 429, 503),
      },
    },
    async (req) => ({
      data: await service.uploadImage(req.params.id, uploaded(req)),
      message: catalogue.t(req.locale, 'done.imageUpdated'),
    }),
  );

  route(
    app,
    endpoints.settings.removeNewsImage,
    {
      onRequest: staff,
      schema: {
        ...secured,
        summary: "Staff: remove an article's image",
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => {
      await service.deleteImage(req.params.id);
      return { message: catalogue.t(req.locale, 'done.imageRemoved') };
    },
  );
};
