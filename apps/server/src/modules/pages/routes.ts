import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/http/auth';
import { catalogue } from './i18n';
import { createPagesService } from './service';

const tags = ['pages'];
const secured = { tags, security: [{ bearer: [] }] };

/**
 * Editable pages (issue 14): anyone reads a content page's text; the operator's staff with
 * pages.manage edit it, read its history and bring an earlier revision back. The pages are the
 * operator's own, so there is no organisation to scope by: pages.manage is an operator-only code.
 */
export const pageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createPagesService({ db: ctx.db });
  const staff = app.requirePermission('pages.manage');

  route(
    app,
    endpoints.settings.page,
    {
      schema: {
        tags,
        summary: "A content page's text (ETag; revalidated on every use, so an edit shows at once)",
        response: { 304: z.null().describe('Not modified'), ...errorResponses(400, 404) },
      },
    },
    async (req, reply) => {
      const body = { data: await service.get(req.params.slug) };
      const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
      reply.header('cache-control', 'public, no-cache').header('etag', etag);
      if (req.headers['if-none-match'] === etag) return reply.status(304).send(null);
      return body;
    },
  );

  route(
    app,
    endpoints.settings.pages,
    {
      onRequest: staff,
      schema: {
        ...secured,
        summary: 'Staff: every editable page with who last changed it',
        response: errorResponses(401, 403),
      },
    },
    async () => ({ data: await service.list() }),
  );

  route(
    app,
    endpoints.settings.pageManage,
    {
      onRequest: staff,
      schema: {
        ...secured,
        summary: 'Staff: one page with its last editor and revision count',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => ({ data: await service.managed(req.params.slug) }),
  );

  route(
    app,
    endpoints.settings.updatePage,
    {
      onRequest: staff,
      schema: {
        ...secured,
        summary: "Staff: change a page's text (rich-text body sanitised); each save is a revision",
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => {
      const { page, saved } = await service.update(currentUser(req), req.params.slug, req.body);
      return {
        data: page,
        message: saved ? catalogue.t(req.locale, 'done.saved') : catalogue.t(req.locale, 'done.unchanged'),
      };
    },
  );

  route(
    app,
    endpoints.settings.pageHistory,
    {
      onRequest: staff,
      schema: {
        ...secured,
        summary: "Staff: a page's saved revisions, newest first",
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => {
      const { data, total } = await service.history(req.params.slug, req.query);
      return { data, meta: { page: req.query.page, page_size: req.query.page_size, total } };
    },
  );

  route(
    app,
    endpoints.settings.pageRevision,
    {
      onRequest: staff,
      schema: {
        ...secured,
        summary: 'Staff: one revision, with the text before and after it',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => ({ data: await service.revision(req.params.slug, req.params.id) }),
  );

  route(
    app,
    endpoints.settings.pageRestore,
    {
      onRequest: staff,
      schema: {
        ...secured,
        summary: "Staff: bring a revision's text back (saved as a new revision)",
        response: errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (req) => ({
      data: await service.restore(currentUser(req), req.params.slug, req.params.id),
      message: catalogue.t(req.locale, 'done.restored'),
    }),
  );
};
