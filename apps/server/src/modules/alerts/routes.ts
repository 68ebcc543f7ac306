import { idParam } from '@portal/contract/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../core/lib/app-error';
import { endpoints } from '../../core/lib/endpoints';
import { errorResponses, MINUTE, rateLimit, route } from '../../core/lib/route';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/http/auth';
import { catalogue } from './i18n';
import { createAlertService } from './service';

const secured = { security: [{ bearer: [] }], tags: ['job alerts'] };

export const alertRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const alerts = createAlertService({ db: ctx.db, secret: ctx.secret });
  const candidate = app.requireRole('candidate');

  route(
    app,
    endpoints.jobs.alerts,
    {
      onRequest: candidate,
      schema: { ...secured, summary: 'My job alerts, newest first', response: errorResponses(401, 403) },
    },
    async (req) => ({ data: await alerts.list(currentUser(req).id) }),
  );

  route(
    app,
    endpoints.jobs.createAlerts,
    {
      onRequest: candidate,
      schema: {
        ...secured,
        summary: 'Create a job alert from search criteria',
        response: errorResponses(400, 401, 403, 409),
      },
    },
    async (req, reply) => {
      const data = await alerts.create(currentUser(req).id, req.body);
      return reply.status(201).send({ data, message: catalogue.t(req.locale, 'done.alertCreated') });
    },
  );

  // Registered before alert(':id') reads clearer; the router prefers the static segment anyway.
  route(
    app,
    endpoints.jobs.alertUnsubscribe,
    {
      config: rateLimit(30, MINUTE, ctx.config.rateLimitFactor),
      schema: {
        tags: ['job alerts'],
        summary: 'Unsubscribe from an alert without signing in (RFC 8058 one-click)',
        response: errorResponses(400, 404, 429),
      },
    },
    async (req) => {
      const token = req.body?.token ?? req.query.token;
      if (!token)
        throw AppError.validation({ token: [catalogue.text('errors.unsubscribe_link_incomplete')] });
      return {
        data: await alerts.unsubscribe(token),
        message: catalogue.t(req.locale, 'done.alertUnsubscribed'),
      };
    },
  );

  const one = { ...secured, params: idParam };
  route(
    app,
    endpoints.jobs.updateAlert,
    {
      onRequest: candidate,
      schema: {
        ...one,
        summary: 'Change, pause or resume an alert',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req) => {
      const data = await alerts.update(currentUser(req).id, req.params.id, req.body);
      const message =
        req.body.active === false
          ? catalogue.t(req.locale, 'done.alertPaused')
          : req.body.active === true
            ? catalogue.t(req.locale, 'done.alertResumed')
            : catalogue.t(req.locale, 'done.alertSaved');
      return { data, message };
    },
  );

  route(
    app,
    endpoints.jobs.removeAlert,
    {
      onRequest: candidate,
      schema: { ...one, summary: 'Delete an alert', response: errorResponses(400, 401, 403, 404) },
    },
    async (req) => {
      await alerts.remove(currentUser(req).id, req.params.id);
      return { message: catalogue.t(req.locale, 'done.alertDeleted') };
    },
  );
};
