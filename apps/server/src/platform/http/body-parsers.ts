import formbody from '@fastify/formbody';
import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import type { Text } from '../../core/i18n/catalog';
import { AppError } from '../../core/lib/app-error';
import { catalogue } from './i18n';

export const BODY_LIMIT = 1024 * 1024;

/** Room for boundaries and part headers around the fields of a multipart body. */
const FRAMING_BYTES = 64 * 1024;
const FORM_MAX_BYTES = BODY_LIMIT + FRAMING_BYTES;

export const MALFORMED_MULTIPART = catalogue.text('errors.malformed_multipart_body');
export const FILE_NOT_ACCEPTED = catalogue.text('errors.file_not_accepted_in_field');

/** The one file an upload route receives, read whole within the route's size limit. */
export type UploadedFile = { filename: string; mimetype: string; data: Buffer };

type UploadRule = { field: string; tooLarge: Text };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on upload routes (see `uploadRoute`) when the request carried the file. */
    upload: UploadedFile | null;
  }
  interface FastifyContextConfig {
    upload?: UploadRule;
    /** Multipart bodies over this many bytes are refused with 413 (default: a form's limit). */
    maxMultipartBytes?: number;
  }
}

/**
 * Route config of an upload route: one file in `field`, at most `maxBytes`. Busboy stops reading at
 * the limit, so an oversized upload is never held in memory whole; it ends in a 413 saying `tooLarge`.
 */
export function uploadRoute(field: string, maxBytes: number, tooLarge: Text) {
  return {
    upload: { field, tooLarge },
    maxMultipartBytes: maxBytes + FRAMING_BYTES + 10 * 10_000,
    multipartOptions: {
      limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 11, fieldSize: 10_000 },
      throwFileSizeLimit: true,
    },
  };
}

/** Limits of every other route: text fields only, together no larger than a JSON body. */
const FORM_LIMITS = { fieldNameSize: 100, fieldSize: BODY_LIMIT, fields: 100, files: 1, parts: 101 };

const tooLarge = () => new AppError('too_large', 413, catalogue.text('errors.request_body_too_large'));

/**
 * A refused multipart body is not read any further: the request stops flowing into the parser, and
 * the connection closes after the answer, so a client streaming megabytes costs neither memory nor
 * reading time.
 */
function stopReading(req: FastifyRequest, reply: FastifyReply): void {
  req.raw.unpipe();
  reply.header('connection', 'close');
}

/**
 * Rejects once more than `max` bytes have arrived: busboy alone would read a huge field to its end
 * (keeping only its first MiB), and a chunked body declares no length to check beforehand.
 */
function sizeWatch(req: FastifyRequest, max: number, error: () => AppError) {
  let onData: ((chunk: Buffer) => void) | undefined;
  const exceeded = new Promise<never>((_, reject) => {
    let seen = 0;
    onData = (chunk) => {
      seen += chunk.length;
      if (seen > max) reject(error());
    };
    req.raw.on('data', onData);
  });
  // Raced against each part below; a rejection after the last part has nobody left to tell.
  exceeded.catch(() => undefined);
  return { exceeded, stop: () => onData && req.raw.off('data', onData) };
}

function addField(body: Record<string, unknown>, name: string, value: unknown): void {
  const prev = body[name];
  if (prev === undefined) body[name] = value;
  else if (Array.isArray(prev)) prev.push(value);
  else body[name] = [prev, value];
}

function readFormField(part: MultipartValue, total: number): number {
  if (part.fieldnameTruncated)
    throw AppError.validation({ [part.fieldname]: [catalogue.text('errors.field_name_too_long')] });
  if (part.valueTruncated) throw tooLarge();
  const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value ?? null);
  const size = Buffer.byteLength(part.fieldname) + Buffer.byteLength(value);
  if (total + size > BODY_LIMIT) throw tooLarge();
  return total + size;
}

async function readUpload(req: FastifyRequest, part: MultipartFile, rule: UploadRule): Promise<void> {
  try {
    const data = await part.toBuffer();
    req.upload = { filename: part.filename, mimetype: part.mimetype, data };
  } catch (err) {
    if ((err as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('too_large', 413, rule.tooLarge);
    }
    throw err;
  }
}

/** Busboy's and the plugin's own failures: limits keep their 413, anything else is a malformed body. */
function multipartError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const status = (err as { statusCode?: unknown }).statusCode;
  if (status === 413) return err;
  return new AppError('malformed', 400, MALFORMED_MULTIPART);
}

/**
 * Multipart bodies streamed part by part: text fields become `req.body` (so the route's zod schema
 * validates them like JSON), the one file of an upload route becomes `req.upload`. Any other file
 * part is refused as soon as its headers arrive, before a byte of it is read.
 */
async function readMultipart(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!req.isMultipart()) return;
  const config = req.routeOptions.config;
  const rule = config.upload;
  const max = config.maxMultipartBytes ?? FORM_MAX_BYTES;
  const overLimit = () => (rule ? new AppError('too_large', 413, rule.tooLarge) : tooLarge());
  if (Number(req.headers['content-length']) > max) {
    stopReading(req, reply);
    throw overLimit();
  }
  const watch = sizeWatch(req, max, overLimit);
  const body: Record<string, unknown> = Object.create(null);
  let fieldBytes = 0;
  try {
    const parts = req.parts(config.multipartOptions ?? { limits: FORM_LIMITS })[Symbol.asyncIterator]();
    for (;;) {
      const next = await Promise.race([parts.next(), watch.exceeded]);
      if (next.done) break;
      const part = next.value;
      if (part.type === 'file') {
        if (!rule || part.fieldname !== rule.field) {
          throw AppError.validation({ [part.fieldname]: [FILE_NOT_ACCEPTED] });
        }
        await Promise.race([readUpload(req, part, rule), watch.exceeded]);
      } else {
        fieldBytes = readFormField(part, fieldBytes);
        addField(body, part.fieldname, part.value);
      }
    }
  } catch (err) {
    stopReading(req, reply);
    throw multipartError(err);
  } finally {
    watch.stop();
  }
  req.body = { ...body };
}

/** Most requests are not multipart: they pass without a promise. */
function readMultipartHook(req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  if (!req.isMultipart()) {
    done();
    return;
  }
  readMultipart(req, reply).then(() => done(), done);
}

/**
 * `@fastify/multipart` without its `onRequest` and `onResponse` hooks: they delete the temporary
 * files of `saveRequestFiles`, which the portal never calls (files are read into memory, above), yet
 * cost ~11 µs on every request, multipart or not. The rest of the plugin (the parser, `req.parts`)
 * is registered as it is.
 */
const multipartWithoutFileHooks = fp(
  (app: FastifyInstance, _opts: unknown, done: (err?: Error) => void) => {
    const withoutFileHooks = new Proxy(app, {
      get(target, key) {
        if (key === 'addHook')
          return (name: string, hook: never) =>
            name === 'onRequest' || name === 'onResponse' ? target : target.addHook(name as never, hook);
        const value = Reflect.get(target, key, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    (multipart as unknown as (a: FastifyInstance, o: object, d: (err?: Error) => void) => void)(
      withoutFileHooks,
      {},
      done,
    );
  },
  { name: 'multipart-without-file-hooks' },
);

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
    // The plugin only marks the request as multipart; `readMultipart` does the reading.
    await app.register(multipartWithoutFileHooks);
    app.addHook('preValidation', readMultipartHook);
  },
  { name: 'body-parsers' },
);
