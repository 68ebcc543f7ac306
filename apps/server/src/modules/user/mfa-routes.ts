import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deviceSetCookie } from '../../core/lib/device-cookie';
import { endpoints } from '../../core/lib/endpoints';
import { localeSetCookie } from '../../core/lib/locale-cookie';
import { errorResponses, MINUTE, rateLimit, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/http/auth';
import { catalogue } from './i18n';
import type { MfaService } from './mfa-service';

/** Two-step sign-in: the second step of a sign-in, and each user's own authenticator settings. */
export const mfaRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; mfa: MfaService }> = async (
  app,
  { ctx, mfa },
) => {
  const factor = ctx.config.rateLimitFactor;
  const secureCookie = ctx.config.publicUrl.startsWith('https:');
  const tags = ['user'];
  const security = [{ bearer: [] }];

  route(
    app,
    endpoints.user.mfaVerify,
    {
      config: rateLimit(10, MINUTE, factor),
      schema: {
        tags,
        summary: 'Second step of a sign-in: a code from the authenticator app or a recovery code',
        response: errorResponses(400, 401, 403, 429),
      },
    },
    async (req, reply) => {
      const data = await mfa.verify(req.body);
      reply.header('set-cookie', deviceSetCookie(ctx.secret, data.user.id, secureCookie));
      reply.header('set-cookie', localeSetCookie(data.user.locale, secureCookie));
      return { data, message: catalogue.t(req.locale, 'done.signedIn') };
    },
  );

  route(
    app,
    endpoints.user.mfa,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Whether two-step sign-in is on, required, and the recovery codes left',
        security,
        response: errorResponses(401),
      },
    },
    async (req) => ({ data: await mfa.status(currentUser(req)) }),
  );

  route(
    app,
    endpoints.user.mfaSetup,
    {
      onRequest: app.authenticate,
      config: rateLimit(10, MINUTE, factor),
      schema: {
        tags,
        summary: 'A new authenticator key to scan; two-step sign-in is on once a code confirms it',
        security,
        response: errorResponses(401, 409, 429),
      },
    },
    async (req) => ({ data: await mfa.setup(currentUser(req)) }),
  );

  route(
    app,
    endpoints.user.mfaEnable,
    {
      onRequest: app.authenticate,
      config: rateLimit(10, MINUTE, factor),
      schema: {
        tags,
        summary: 'Turn two-step sign-in on with a first code; answers the recovery codes (shown once)',
        security,
        response: errorResponses(400, 401, 409, 429),
      },
    },
    async (req) => ({
      data: await mfa.enable(currentUser(req), req.body.code),
      message: catalogue.t(req.locale, 'done.mfaOn'),
    }),
  );

  route(
    app,
    endpoints.user.mfaDisable,
    {
      onRequest: app.authenticate,
      config: rateLimit(10, MINUTE, factor),
      schema: {
        tags,
        summary: 'Turn two-step sign-in off (password and a code; not for roles that require it)',
        security,
        response: errorResponses(400, 401, 403, 409, 429),
      },
    },
    async (req) => {
      await mfa.disable(currentUser(req), req.body);
      return { message: catalogue.t(req.locale, 'done.mfaOff') };
    },
  );

  route(
    app,
    endpoints.user.mfaRecoveryCodes,
    {
      onRequest: app.authenticate,
      config: rateLimit(10, MINUTE, factor),
      schema: {
        tags,
        summary: 'New recovery codes; the old ones stop working',
        security,
        response: errorResponses(400, 401, 409, 429),
      },
    },
    async (req) => ({
      data: await mfa.newRecoveryCodes(currentUser(req), req.body.password),
      message: catalogue.t(req.locale, 'done.recoveryCodes'),
    }),
  );

  route(
    app,
    endpoints.user.mfaEnrolSetup,
    {
      config: rateLimit(10, MINUTE, factor),
      schema: {
        tags,
        summary: 'For a sign-in that must set up two-step sign-in first: a new authenticator key',
        response: errorResponses(400, 401, 403, 409, 429),
      },
    },
    async (req) => ({ data: await mfa.enrolSetup(req.body.mfa_token) }),
  );

  route(
    app,
    endpoints.user.mfaEnrolEnable,
    {
      config: rateLimit(10, MINUTE, factor),
      schema: {
        tags,
        summary: 'Confirm the new authenticator with a code: answers the recovery codes and the session',
        response: errorResponses(400, 401, 403, 409, 429),
      },
    },
    async (req, reply) => {
      const data = await mfa.enrolEnable(req.body.mfa_token, req.body.code);
      reply.header('set-cookie', deviceSetCookie(ctx.secret, data.session.user.id, secureCookie));
      reply.header('set-cookie', localeSetCookie(data.session.user.locale, secureCookie));
      return { data, message: catalogue.t(req.locale, 'done.mfaOn') };
    },
  );
};
