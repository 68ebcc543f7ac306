import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const BODY_LIMIT = 1024 * 1024;

/**
 * JSON (built in), URL-encoded forms and multipart forms all end up as a plain object in
 * `req.body`, so the same zod schema validates all three (the spec's client sends each of them).
 */
export const bodyParsersPlugin = fp(
  async (app: FastifyInstance) => {
    // Fastify parses text/plain by default; no endpoint takes it, so it is refused with 415.
    app.removeContentTypeParser('text/plain');
    await app.register(formbody, { bodyLimit: BODY_LIMIT });
    await app.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: {
        fieldNameSize: 100,
        fieldSize: BODY_LIMIT,
        fields: 100,
        files: 5,
        fileSize: 10 * BODY_LIMIT,
        parts: 110,
      },
    });
  },
  { name: 'body-parsers' },
);
