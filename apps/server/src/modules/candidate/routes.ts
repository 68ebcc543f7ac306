import { candidateRegisterSchema, loginResponseSchema } from '@portal/contract/auth';
import { envelope } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { apiPath, errorResponses, MINUTE, rateLimit } from '../../lib/route';
import { createCandidateService } from './service';

export const candidateRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const candidates = createCandidateService(ctx);

  app.post(
    apiPath(API.candidate.register),
    {
      config: rateLimit(10, 10 * MINUTE, ctx.config.rateLimitFactor),
      schema: {
        tags: ['candidate'],
        summary: 'Register as a candidate (signed in at once)',
        body: candidateRegisterSchema,
        response: { 201: envelope(loginResponseSchema), ...errorResponses(400, 409, 429) },
      },
    },
    async (req, reply) => {
      const data = await candidates.register(req.body);
      return reply.status(201).send({ data, message: 'Registration successful' });
    },
  );
};
