import { envelope, messageSchema } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import { publicSettingsSchema } from '@portal/contract/settings';
import { SUBSCRIPTION_THANKS, subscriptionRequestSchema } from '@portal/contract/subscription';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { apiPath, errorResponses, MINUTE, rateLimit } from '../../lib/route';
import { readPublicSettings, upsertSubscription } from './repository';

export const settingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    apiPath(API.settings.public),
    {
      schema: {
        tags: ['settings'],
        summary: 'Public settings: site name, theme, contact',
        response: { 200: envelope(publicSettingsSchema) },
      },
    },
    async () => ({ data: await readPublicSettings(ctx.db) }),
  );

  app.post(
    apiPath(API.settings.subscription),
    {
      config: rateLimit(10, 10 * MINUTE, ctx.config.rateLimitFactor),
      schema: {
        tags: ['settings'],
        summary: 'Subscribe to the weekly job news (multipart, form or JSON)',
        body: subscriptionRequestSchema,
        response: { 200: messageSchema, ...errorResponses(400, 429) },
      },
    },
    async (req) => {
      // The same thanks whether or not the address was already subscribed: no list membership leaks.
      await upsertSubscription(ctx.db, req.body.email, req.body.subject);
      return { message: SUBSCRIPTION_THANKS };
    },
  );
};
