import { NO_FILE_MESSAGE, UPLOAD_FIELD, UPLOAD_RULES } from '@portal/contract/files';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractText } from '../../core/i18n/zod';
import { AppError } from '../../core/lib/app-error';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, MINUTE, rateLimit, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { sendPublicImage } from '../../platform/files/download';
import { currentUser } from '../../platform/http/auth';
import { uploadRoute } from '../../platform/http/body-parsers';
import { publicSettings } from './cache';
import { catalogue } from './i18n';
import { createSettingsService } from './service';
import { setupChecklist } from './setup-checklist';

const tags = ['settings'];
const secured = { tags, security: [{ bearer: [] }] };

export const settingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createSettingsService({
    db: ctx.db,
    storage: app.storage,
    scanner: app.virusScanner,
    log: app.log,
  });
  const staff = app.requirePermission('settings.manage');

  route(
    app,
    endpoints.settings.public,
    {
      schema: {
        tags,
        summary: 'Public settings: site name, theme, contact, social links, default job validity',
        response: {},
      },
    },
    async () => ({ data: await publicSettings(ctx.db) }),
  );

  route(
    app,
    endpoints.settings.portal,
    {
      onRequest: staff,
      schema: {
        ...secured,
        summary: "Staff: the portal's settings as the settings screen edits them",
        response: errorResponses(401, 403),
      },
    },
    async () => ({ data: await service.read() }),
  );

  route(
    app,
    endpoints.settings.setupChecklist,
    {
      onRequest: staff,
      schema: {
        ...secured,
        summary:
          "Staff: the first-run checklist (name, logo, contacts, social links, job duration, mail sender, legal pages): what still shows the seed's placeholders",
        response: errorResponses(401, 403),
      },
    },
    async () => ({ data: await setupChecklist(ctx.db, ctx.config) }),
  );

  route(
    app,
    endpoints.settings.updatePortal,
    {
      onRequest: staff,
      schema: {
        ...secured,
        summary: 'Staff: change any of the settings (audited; the public site follows at once)',
        response: errorResponses(400, 401, 403),
      },
    },
    async (req) => ({
      data: await service.update(currentUser(req), req.body),
      message: catalogue.t(req.locale, 'done.saved'),
    }),
  );

  route(
    app,
    endpoints.settings.portalLogoFile,
    {
      schema: {
        tags,
        summary: "The portal's logo (public, re-encoded WebP)",
        response: errorResponses(400, 404),
      },
    },
    async (req, reply) => sendPublicImage(reply, await service.logo(req.params.key)),
  );

  route(
    app,
    endpoints.settings.createPortalLogo,
    {
      onRequest: staff,
      config: {
        ...rateLimit(20, MINUTE, ctx.config.rateLimitFactor),
        ...uploadRoute(UPLOAD_FIELD, UPLOAD_RULES.photo.maxBytes, catalogue.text('errors.logo_must_2_mb_or')),
      },
      schema: {
        ...secured,
        summary:
          "Staff: upload or replace the portal's logo (multipart `file`: JPEG, PNG or WebP up to 2 MB)",
        consumes: ['multipart/form-data'],
        response: errorResponses(400, 401, 403, 413, 422, 429, 503),
      },
    },
    async (req) => {
      if (!req.upload) throw AppError.validation({ [UPLOAD_FIELD]: [contractText(NO_FILE_MESSAGE)] });
      return {
        data: { logo_url: await service.uploadLogo(currentUser(req), req.upload) },
        message: catalogue.t(req.locale, 'done.logoUpdated'),
      };
    },
  );

  route(
    app,
    endpoints.settings.removePortalLogo,
    {
      onRequest: staff,
      schema: {
        ...secured,
        summary: "Staff: remove the portal's logo (the default one shows again)",
        response: errorResponses(401, 403, 404),
      },
    },
    async (req) => {
      await service.removeLogo(currentUser(req));
      return { message: catalogue.t(req.locale, 'done.logoRemoved') };
    },
  );
};
