import { isSession } from '@portal/contract/mfa';
import type { LoginKind } from '@portal/contract/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deviceSetCookie, deviceUserId } from '../../core/lib/device-cookie';
import { endpoints } from '../../core/lib/endpoints';
import { localeSetCookie } from '../../core/lib/locale-cookie';
import { errorResponses, MINUTE, rateLimit, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { currentSession, currentUser } from '../../platform/http/auth';
import { changePassword } from './change-password';
import { catalogue } from './i18n';
import { mfaRoutes } from './mfa-routes';
import { createMfaService } from './mfa-service';
import { createPasswordResetService } from './password-reset';
import { setLocale } from './repository';
import { createSessionService } from './service';
import { FREE_FAILURES } from './sign-in-throttle-repository';

const LOGINS = {
  candidate: endpoints.user.candidateLogin,
  employer: endpoints.user.employerLogin,
  consultancy: endpoints.user.consultancyLogin,
  admin: endpoints.user.adminLogin,
} satisfies Record<LoginKind, unknown>;

export const userRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const factor = ctx.config.rateLimitFactor;
  const freeFailures = Math.max(1, Math.round(FREE_FAILURES * factor));
  const mfa = createMfaService({ ...ctx, requiredRoles: ctx.config.mfaRequiredRoles, freeFailures });
  const sessions = createSessionService({ ...ctx, storage: app.storage, log: app.log, freeFailures, mfa });
  await app.register(mfaRoutes, { ctx, mfa });
  const secureCookie = ctx.config.publicUrl.startsWith('https:');
  const resets = createPasswordResetService({
    db: ctx.db,
    secret: ctx.secret,
    publicUrl: ctx.config.publicUrl,
    notifyMail: ctx.notifyMail,
    log: app.log,
  });

  for (const kind of Object.keys(LOGINS) as LoginKind[]) {
    route(
      app,
      LOGINS[kind],
      {
        config: rateLimit(10, MINUTE, factor),
        schema: {
          tags: ['user'],
          summary: `Sign in (${kind})`,
          response: errorResponses(400, 401, 403, 429),
        },
      },
      async (req, reply) => {
        const data = await sessions.login(kind, req.body, {
          userId: deviceUserId(ctx.secret, req.headers.cookie),
        });
        if (!isSession(data)) {
          const message =
            data.mfa === 'verify'
              ? catalogue.t(req.locale, 'done.mfaVerify')
              : catalogue.t(req.locale, 'done.mfaSetup');
          return { data, message };
        }
        // This browser is now known to the account: failures from elsewhere do not hold it back.
        reply.header('set-cookie', deviceSetCookie(ctx.secret, data.user.id, secureCookie));
        // The account's language is the site's from now on: the client lands on its pages.
        reply.header('set-cookie', localeSetCookie(data.user.locale, secureCookie));
        return { data, message: catalogue.t(req.locale, 'done.signedIn') };
      },
    );
  }

  route(
    app,
    endpoints.user.me,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: errorResponses(401, 403),
      },
    },
    async (req) => ({ data: await sessions.profile(currentUser(req)) }),
  );

  route(
    app,
    endpoints.user.locale,
    {
      onRequest: app.authenticate,
      config: rateLimit(30, MINUTE, factor),
      schema: {
        tags: ['user'],
        summary: "Set the language of my pages and mail (the caller's own account only)",
        security: [{ bearer: [] }],
        response: errorResponses(400, 401, 429),
      },
    },
    async (req, reply) => {
      const { locale } = req.body;
      await setLocale(ctx.db, currentUser(req).id, locale);
      // This browser follows at once; the account's other browsers follow at their next sign-in.
      reply.header('set-cookie', localeSetCookie(locale, secureCookie));
      return { data: { locale }, message: catalogue.t(locale, 'locale.saved') };
    },
  );

  route(
    app,
    endpoints.user.logout,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'Sign out: this token stops working at once',
        security: [{ bearer: [] }],
        response: errorResponses(401),
      },
    },
    async (req) => {
      await sessions.logout(currentUser(req), currentSession(req));
      return { message: catalogue.t(req.locale, 'done.signedOut') };
    },
  );

  route(
    app,
    endpoints.user.logoutEverywhere,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'Sign out everywhere: every token of the user stops working, this one included',
        security: [{ bearer: [] }],
        response: errorResponses(401),
      },
    },
    async (req) => {
      await sessions.logoutEverywhere(currentUser(req));
      return { message: catalogue.t(req.locale, 'done.signedOutEverywhere') };
    },
  );

  route(
    app,
    endpoints.user.delete,
    {
      onRequest: app.authenticate,
      config: rateLimit(10, MINUTE, factor),
      schema: {
        tags: ['user'],
        summary: 'Delete my account',
        security: [{ bearer: [] }],
        response: errorResponses(400, 401, 403, 409, 429),
      },
    },
    async (req) => {
      await sessions.deleteAccount(currentUser(req), req.body.password);
      return { message: catalogue.t(req.locale, 'done.accountDeleted') };
    },
  );

  route(
    app,
    endpoints.user.changePassword,
    {
      onRequest: app.authenticate,
      config: rateLimit(10, MINUTE, factor),
      schema: {
        tags: ['user'],
        summary: 'Change my password (other sessions end; this one gets a fresh token)',
        security: [{ bearer: [] }],
        response: errorResponses(400, 401, 429),
      },
    },
    async (req) => ({
      data: await changePassword(
        { db: ctx.db, tokens: ctx.tokens, publicUrl: ctx.config.publicUrl, notifyMail: ctx.notifyMail },
        currentUser(req),
        req.body,
      ),
      message: catalogue.t(req.locale, 'done.passwordChanged'),
    }),
  );

  route(
    app,
    endpoints.user.requestOtp,
    {
      config: rateLimit(5, 10 * MINUTE, factor),
      schema: { tags: ['user'], summary: 'Send a password reset code', response: errorResponses(400, 429) },
    },
    async (req) => {
      await resets.requestOtp(req.body.email);
      return { message: catalogue.t(req.locale, 'done.otpSent') };
    },
  );

  route(
    app,
    endpoints.user.resetPassword,
    {
      config: rateLimit(10, 10 * MINUTE, factor),
      schema: {
        tags: ['user'],
        summary: 'Reset the password with the code',
        response: errorResponses(400, 429),
      },
    },
    async (req) => {
      await resets.resetPassword(req.body);
      return { message: catalogue.t(req.locale, 'done.resetDone') };
    },
  );
};
