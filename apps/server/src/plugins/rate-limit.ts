import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/**
 * Per-route limits keyed by client IP (routes opt in with `config.rateLimit`). Counters live in
 * memory, so with several processes each applies its own limit.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_req, ctx) => {
        const seconds = Math.max(1, Math.ceil(ctx.ttl / 1000));
        return AppError.tooManyRequests(`Too many requests, please try again in ${seconds} seconds`, seconds);
      },
    });
  },
  { name: 'rate-limit' },
);
