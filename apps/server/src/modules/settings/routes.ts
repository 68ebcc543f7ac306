import { envelope } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import { publicSettingsSchema } from '@portal/contract/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { apiPath } from '../../lib/route';
import { readPublicSettings } from './repository';

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
};
