import type { ErrorBody } from '@portal/contract/envelope';
import { DEFAULT_LOCALE, type Locale } from '@portal/contract/locale';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { render } from '../i18n/catalog';
import { zodMessage } from '../i18n/zod';
import { AppError, isAppError, type RenderedFields, renderFields } from './app-error';
import { isDiskFull } from './disk-full';
import { catalogue } from './i18n';
import { isOutage } from './outage';

export type HttpError = { status: number; body: ErrorBody; retryAfter?: number };

const GENERIC = {
  400: 'errors.bad_request',
  401: 'errors.sign_in_again',
  403: 'errors.no_permission',
  404: 'errors.not_found',
  405: 'errors.method_not_allowed',
  406: 'errors.not_acceptable',
  409: 'errors.conflict',
  413: 'errors.too_large',
  415: 'errors.unsupported_type',
  429: 'errors.too_many_requests',
} as const;
const generic = (status: number, locale: Locale) =>
  catalogue.t(locale, GENERIC[status as keyof typeof GENERIC] ?? GENERIC[400]);

export const SERVER_ERROR_MESSAGE = catalogue.t('en', 'errors.server_error');

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

/**
 * Zod issues -> `{ field: [messages] }` in the request's language, keyed by the dotted path; unknown
 * keys get "Unknown field".
 */
export function validationFields(
  entries: ValidationEntry[],
  context: string | undefined,
  locale: Locale = DEFAULT_LOCALE,
): RenderedFields {
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
      for (const key of entry.params.keys)
        add([...path, String(key)].join('.'), catalogue.t(locale, 'errors.unknown_field'));
      continue;
    }
    if (path.length === 0) {
      const where = CONTEXT_KEY[context ?? 'body'] ?? 'body';
      add(where, where === 'body' ? catalogue.t(locale, 'errors.send_fields') : message(entry, locale));
      continue;
    }
    add(path.join('.'), message(entry, locale));
  }
  return Object.fromEntries(fields);
}

const message = (entry: ValidationEntry, locale: Locale) =>
  (entry.message && zodMessage(entry.message, entry.keyword, entry.params, locale)) ??
  catalogue.t(locale, 'errors.invalid_value');

type ErrorLike = { code?: unknown; statusCode?: unknown; validationContext?: unknown };

/**
 * The one mapping from any thrown value to the HTTP status and body of envelope.ts, its messages in
 * the request's language.
 */
export function toHttpError(err: unknown, locale: Locale = DEFAULT_LOCALE): HttpError {
  // An AppError is what a service chose to answer, even when its cause is an outage (storage's 503).
  if (isAppError(err)) {
    const body: ErrorBody = {
      message: err.fields ? renderFields(err.fields, locale) : render(err.text, locale),
    };
    return { status: err.status, body, retryAfter: err.retryAfter };
  }
  if (isOutage(err)) return toHttpError(AppError.unavailable(), locale);
  if (isDiskFull(err)) return toHttpError(AppError.storageFull(), locale);
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
      return { status: 400, body: { message: message(only, locale) } };
    return { status: 400, body: { message: validationFields(err.validation, context, locale) } };
  }
  const e = (typeof err === 'object' && err !== null ? err : {}) as ErrorLike;
  const code = typeof e.code === 'string' ? e.code : '';
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return { status: 400, body: { message: catalogue.t(locale, 'errors.malformed_json') } };
  }
  if (status === 400 && err instanceof SyntaxError)
    return { status: 400, body: { message: catalogue.t(locale, 'errors.malformed_json') } };
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
    return { status: 415, body: { message: generic(415, locale) } };
  }
  // Multipart limits (FST_FILES_LIMIT, FST_REQ_FILE_TOO_LARGE, ...) and the JSON body limit.
  if (status === 413) return { status: 413, body: { message: generic(413, locale) } };
  if (status === 406 && code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return { status: 415, body: { message: generic(415, locale) } };
  }
  if (status >= 400 && status < 500) return { status, body: { message: generic(status, locale) } };
  return { status: 500, body: { message: catalogue.t(locale, 'errors.server_error') } };
}
