import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { toHttpError } from '../lib/http-error';

/**
 * The one place errors become responses. Every error body carries the request id; a 5xx is logged
 * with its stack and answered with a generic text, never the internal message.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((err, req, reply) => {
      const { status, body, retryAfter } = toHttpError(err);
      if (status >= 500) req.log.error({ err }, 'request failed');
      else req.log.info({ status, code: (err as { code?: unknown }).code }, 'request rejected');
      if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
      return reply.status(status).send({ ...body, request_id: req.id });
    });
  },
  { name: 'errors' },
);
