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
import { requestCaller } from '../../platform/tenancy/request';
import { catalogue } from './i18n';
import { type CompanyImage, createCompanyProfileService } from './service';

const tags = ['company profile'];
const secured = { tags, security: [{ bearer: [] }] };
const LOGO_SIZE_MESSAGE = catalogue.text('errors.image_must_2_mb_or');

function uploaded(req: FastifyRequest) {
  if (!req.upload) throw AppError.validation({ [UPLOAD_FIELD]: [contractText(NO_FILE_MESSAGE)] });
  return req.upload;
}

/**
 * The company profile of the caller's organisation (spec section 7: employers/profile, update,
 * contacts, branches, social, user-detail) and its logo and cover. Reads need clients.view (the
 * operator's staff with clients.list may read any organisation's, trade licence included);
 * writes need company.manage and only ever touch the caller's own organisation.
 */
export const companyProfileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createCompanyProfileService({
    db: ctx.db,
    storage: app.storage,
    scanner: app.virusScanner,
    log: app.log,
  });
  const read = app.requirePermission('clients.view');
  const manage = app.requirePermission('company.manage');
  const caller = (req: FastifyRequest) => requestCaller(ctx.permissions, req, 'clients.list');
  const ownCaller = (req: FastifyRequest) => requestCaller(ctx.permissions, req);

  route(
    app,
    endpoints.employers.profile,
    {
      onRequest: read,
      schema: {
        ...secured,
        summary: "The organisation's company profile with its completeness (staff: ?client_id=)",
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => {
      const id = await service.target(await caller(req), req.query.client_id);
      return { data: await service.profileOf(id) };
    },
  );

  route(
    app,
    endpoints.employers.update,
    {
      onRequest: manage,
      schema: {
        ...secured,
        summary: 'Update about (sanitised rich text), industry, size, founded year, website, trade licence',
        response: errorResponses(400, 401, 403),
      },
    },
    async (req) => ({
      data: await service.update(await ownCaller(req), req.body),
      message: catalogue.t(req.locale, 'done.profileSaved'),
    }),
  );

  route(
    app,
    endpoints.employers.social,
    {
      onRequest: manage,
      schema: {
        ...secured,
        summary: 'Set the LinkedIn, Facebook, X and Instagram links (a missing or empty one is cleared)',
        response: errorResponses(400, 401, 403),
      },
    },
    async (req) => ({
      data: await service.social(await ownCaller(req), req.body),
      message: catalogue.t(req.locale, 'done.socialSaved'),
    }),
  );

  route(
    app,
    endpoints.employers.contacts,
    {
      onRequest: read,
      schema: {
        ...secured,
        summary: "The organisation's contact people",
        response: errorResponses(401, 403),
      },
    },
    async (req) => {
      const id = await service.target(await ownCaller(req));
      return { data: (await service.profileOf(id)).contacts };
    },
  );

  route(
    app,
    endpoints.employers.createContacts,
    {
      onRequest: manage,
      schema: {
        ...secured,
        summary: 'Add a contact person (public ones show on the company page)',
        response: errorResponses(400, 401, 403, 409),
      },
    },
    async (req, reply) =>
      reply.status(201).send({
        data: await service.addContact(await ownCaller(req), req.body),
        message: catalogue.t(req.locale, 'done.contactAdded'),
      }),
  );

  route(
    app,
    endpoints.employers.updateContact,
    {
      onRequest: manage,
      schema: {
        ...secured,
        summary: 'Replace a contact person',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => ({
      data: await service.updateContact(await ownCaller(req), req.params.id, req.body),
      message: catalogue.t(req.locale, 'done.contactSaved'),
    }),
  );

  route(
    app,
    endpoints.employers.removeContact,
    {
      onRequest: manage,
      schema: {
        ...secured,
        summary: 'Remove a contact person',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => {
      await service.deleteContact(await ownCaller(req), req.params.id);
      return { message: catalogue.t(req.locale, 'done.contactRemoved') };
    },
  );

  route(
    app,
    endpoints.employers.branches,
    {
      onRequest: read,
      schema: { ...secured, summary: "The organisation's offices", response: errorResponses(401, 403) },
    },
    async (req) => {
      const id = await service.target(await ownCaller(req));
      return { data: (await service.profileOf(id)).branches };
    },
  );

  route(
    app,
    endpoints.employers.createBranches,
    {
      onRequest: manage,
      schema: {
        ...secured,
        summary: 'Add an office (emirate or state, city, address)',
        response: errorResponses(400, 401, 403, 409),
      },
    },
    async (req, reply) =>
      reply.status(201).send({
        data: await service.addBranch(await ownCaller(req), req.body),
        message: catalogue.t(req.locale, 'done.officeAdded'),
      }),
  );

  route(
    app,
    endpoints.employers.updateBranch,
    {
      onRequest: manage,
      schema: { ...secured, summary: 'Replace an office', response: errorResponses(400, 401, 403, 404) },
    },
    async (req) => ({
      data: await service.updateBranch(await ownCaller(req), req.params.id, req.body),
      message: catalogue.t(req.locale, 'done.officeSaved'),
    }),
  );

  route(
    app,
    endpoints.employers.removeBranch,
    {
      onRequest: manage,
      schema: { ...secured, summary: 'Remove an office', response: errorResponses(400, 401, 403, 404) },
    },
    async (req) => {
      await service.deleteBranch(await ownCaller(req), req.params.id);
      return { message: catalogue.t(req.locale, 'done.officeRemoved') };
    },
  );

  route(
    app,
    endpoints.employers.ownUserDetail,
    {
      onRequest: read,
      schema: { ...secured, summary: 'My own details', response: errorResponses(401, 403) },
    },
    async (req) => ({ data: await service.userDetail(currentUser(req).id) }),
  );

  route(
    app,
    endpoints.employers.updateOwnUserDetail,
    {
      onRequest: read,
      schema: {
        ...secured,
        summary: 'Change my own name and phone',
        response: errorResponses(400, 401, 403),
      },
    },
    async (req) => ({
      data: await service.updateUserDetail(currentUser(req).id, req.body),
      message: catalogue.t(req.locale, 'done.detailsSaved'),
    }),
  );

  const uploadLimit = rateLimit(20, MINUTE, ctx.config.rateLimitFactor);
  for (const kind of ['logo', 'cover'] as const satisfies CompanyImage[]) {
    const [upload, remove] =
      kind === 'logo'
        ? [endpoints.employers.logo, endpoints.employers.removeLogo]
        : [endpoints.employers.cover, endpoints.employers.removeCover];
    const label = kind === 'logo' ? 'logo' : 'cover image';
    route(
      app,
      upload,
      {
        onRequest: manage,
        config: {
          ...uploadLimit,
          ...uploadRoute(UPLOAD_FIELD, UPLOAD_RULES.photo.maxBytes, LOGO_SIZE_MESSAGE),
        },
        schema: {
          ...secured,
          summary: `Upload or replace the ${label} (multipart \`file\`: JPEG, PNG or WebP up to 2 MB; re-encoded, EXIF dropped)`,
          consumes: ['multipart/form-data'],
          response: errorResponses(400, 401, 403, 413, 422, 429, 503),
        },
      },
      async (req) => ({
        data: await service.uploadImage(await ownCaller(req), kind, uploaded(req)),
        message:
          kind === 'logo'
            ? catalogue.t(req.locale, 'done.logoUpdated')
            : catalogue.t(req.locale, 'done.coverUpdated'),
      }),
    );
    route(
      app,
      remove,
      {
        onRequest: manage,
        schema: {
          ...secured,
          summary: `Remove the ${label}`,
          response: errorResponses(401, 403, 404),
        },
      },
      async (req) => {
        await service.deleteImage(await ownCaller(req), kind);
        return {
          message:
            kind === 'logo'
              ? catalogue.t(req.locale, 'done.logoRemoved')
              : catalogue.t(req.locale, 'done.coverRemoved'),
        };
      },
    );
  }

  route(
    app,
    endpoints.employers.image,
    {
      schema: {
        tags,
        summary: 'A logo or cover image (public, re-encoded WebP)',
        response: errorResponses(400, 404),
      },
    },
    async (req, reply) => sendPublicImage(reply, await service.image(req.params.key)),
  );
};
