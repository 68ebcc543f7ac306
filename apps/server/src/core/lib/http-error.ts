import type { ErrorBody } from '@portal/contract/envelope';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldErrors, isAppError } from './app-error';
import { isDiskFull } from './disk-full';
import { isOutage } from './outage';

export type HttpError = { status: number; body: ErrorBody; retryAfter?: number };

const GENERIC: Record<number, string> = {
  400: 'Bad request',
  401: 'Please sign in again.',
  403: 'You do not have permission to do this.',
  404: 'Not found',
  405: 'Method not allowed',
  406: 'Not acceptable',
  409: 'Conflict',
  413: 'Request body is too large',
  415: 'Unsupported content type. Send JSON, a URL-encoded form or multipart form data.',
  429: 'Too many requests, please try again later.',
};

export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';

type ValidationEntry = {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
};

const CONTEXT_KEY: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'params',
  headers: 'headers',
};

/** Zod issues -> `{ field: [messages] }`, keyed by the dotted path; unknown keys get "Unknown field". */
export function validationFields(entries: ValidationEntry[], context: string | undefined): FieldErrors {
  // A Map, so that field names such as `constructor` or `__proto__` are keys like any other.
  const fields = new Map<string, string[]>();
  const add = (key: string, msg: string) => {
    const list = fields.get(key) ?? [];
    if (!list.includes(msg)) list.push(msg);
    fields.set(key, list);
  };
  for (const entry of entries) {
    const path = entry.instancePath.split('/').filter(Boolean);
    if (entry.keyword === 'unrecognized_keys' && Array.isArray(entry.params.keys)) {
      for (const key of entry.params.keys) add([...path, String(key)].join('.'), 'Unknown field');
      continue;
    }
    if (path.length === 0) {
      const where = CONTEXT_KEY[context ?? 'body'] ?? 'body';
      add(
        where,
        where === 'body' ? 'Send the fields as a JSON object or a form' : (entry.message ?? 'Invalid value'),
      );
      continue;
    }
    add(path.join('.'), entry.message ?? 'Invalid value');
  }
  return Object.fromEntries(fields);
}

type ErrorLike = { code?: unknown; statusCode?: unknown; validationContext?: unknown };

/** The one mapping from any thrown value to the HTTP status and body of envelope.ts. */
export function toHttpError(err: unknown): HttpError {
  if (isOutage(err)) return toHttpError(AppError.unavailable());
  if (isDiskFull(err)) return toHttpError(AppError.storageFull());
  if (isAppError(err)) {
    const body: ErrorBody = { message: err.fields ?? err.message };
    return { status: err.status, body, retryAfter: err.retryAfter };
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const context = typeof err.validationContext === 'string' ? err.validationContext : undefined;
    // A rule about the whole body ("Nothing to update") is the message itself, not a field's.
    const [only] = err.validation;
    if (
      err.validation.length === 1 &&
      only?.keyword === 'custom' &&
      only.instancePath === '/' &&
      only.message
    )
      return { status: 400, body: { message: only.message } };
    return { status: 400, body: { message: validationFields(err.validation, context) } };
  }
  const e = (typeof err === 'object' && err !== null ? err : {}) as ErrorLike;
  const code = typeof e.code === 'string' ? e.code : '';
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return { status: 400, body: { message: 'Malformed JSON body' } };
  }
  if (status === 400 && err instanceof SyntaxError)
    return { status: 400, body: { message: 'Malformed JSON body' } };
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
    return { status: 415, body: { message: GENERIC[415] } };
  }
  // Multipart limits (FST_FILES_LIMIT, FST_REQ_FILE_TOO_LARGE, ...) and the JSON body limit.
  if (status === 413) return { status: 413, body: { message: GENERIC[413] } };
  if (status === 406 && code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return { status: 415, body: { message: GENERIC[415] } };
  }
  if (status >= 400 && status < 500) return { status, body: { message: GENERIC[status] ?? GENERIC[400] } };
  return { status: 500, body: { message: SERVER_ERROR_MESSAGE } };
}
