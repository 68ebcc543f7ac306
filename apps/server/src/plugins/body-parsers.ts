import formbody from '@fastify/formbody';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

export const BODY_LIMIT = 1024 * 1024;

/** The one file an upload route receives, read whole within the route's size limit. */
export type UploadedFile = { filename: string; mimetype: string; data: Buffer };

type UploadRule = { field: string; tooLarge: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on upload routes (see `uploadRoute`) when the request carried the file. */
    upload: UploadedFile | null;
  }
  interface FastifyContextConfig {
    upload?: UploadRule;
  }
}

/**
 * Route config of an upload route: one file in `field`, at most `maxBytes`. Busboy stops reading at
 * the limit, so an oversized upload is never held in memory whole; it ends in a 413 saying `tooLarge`.
 */
export function uploadRoute(field: string, maxBytes: number, tooLarge: string) {
  return {
    upload: { field, tooLarge },
    multipartOptions: {
      limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 11, fieldSize: 10_000 },
      throwFileSizeLimit: true,
    },
  };
}

async function onFile(this: FastifyRequest, part: MultipartFile): Promise<void> {
  const rule = this.routeOptions.config.upload;
  if (!rule || part.fieldname !== rule.field) {
    // Other routes keep the file in the body, where their strict schema names it an unknown field.
    await part.toBuffer();
    return;
  }
  try {
    const data = await part.toBuffer();
    this.upload = { filename: part.filename, mimetype: part.mimetype, data };
  } catch (err) {
    if ((err as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('too_large', 413, rule.tooLarge);
    }
    throw err;
  }
}

/**
 * JSON (built in), URL-encoded forms and multipart forms all end up as a plain object in
 * `req.body`, so the same zod schema validates all three (the spec's client sends each of them).
 * Upload routes get their file in `req.upload` instead, with its own limits.
 */
export const bodyParsersPlugin = fp(
  async (app: FastifyInstance) => {
    // Fastify parses text/plain by default; no endpoint takes it, so it is refused with 415.
    app.removeContentTypeParser('text/plain');
    app.decorateRequest('upload', null);
    await app.register(formbody, { bodyLimit: BODY_LIMIT });
    await app.register(multipart, {
      attachFieldsToBody: 'keyValues',
      onFile,
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
