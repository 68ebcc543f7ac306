import type { Locale } from '@portal/contract/locale';
import { render, type Text } from '../i18n/catalog';
import { catalogue } from './i18n';

/** Field errors as a service throws them: one or more catalogue texts per field. */
export type FieldErrors = Record<string, Text[]>;
/** Field errors as the client reads them, in the request's language. */
export type RenderedFields = Record<string, string[]>;

const UNAVAILABLE = catalogue.text('errors.unavailable');
const STORAGE_FULL = catalogue.text('errors.storage_full');
/** The English texts (tests and logs compare with them). */
export const UNAVAILABLE_MESSAGE = render(UNAVAILABLE, 'en');
export const STORAGE_FULL_MESSAGE = render(STORAGE_FULL, 'en');

/** Every field's texts in a language. */
export function renderFields(fields: FieldErrors, locale: Locale): RenderedFields {
  const out: RenderedFields = {};
  for (const [field, texts] of Object.entries(fields)) out[field] = texts.map((t) => render(t, locale));
  return out;
}

/**
 * The one application error. Services throw it; the error plugin is the only place that turns it
 * (and every other failure) into an HTTP response, in the request's language. `message` is the
 * English text (for the log); `text` and `fields` are the catalogue texts.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: string,
    readonly status: number,
    readonly text: Text,
    readonly fields?: FieldErrors,
    /** Seconds; sent as Retry-After with 429, 503 and 507. */
    readonly retryAfter?: number,
  ) {
    super(render(text, 'en'));
  }

  /**
   * Keeps the failure underneath (a parser's, a library's) for the log; it never reaches the
   * response: `throw AppError.validation({...}).withCause(err)`.
   */
  withCause(cause: unknown): this {
    this.cause = cause;
    return this;
  }

  static validation(fields: FieldErrors): AppError {
    return new AppError('validation', 400, catalogue.text('errors.validation_failed'), fields);
  }
  static unauthorized(message: Text = catalogue.text('errors.sign_in_again')): AppError {
    return new AppError('unauthorized', 401, message);
  }
  static forbidden(message: Text = catalogue.text('errors.no_permission')): AppError {
    return new AppError('forbidden', 403, message);
  }
  static notFound(message: Text = catalogue.text('errors.not_found')): AppError {
    return new AppError('not_found', 404, message);
  }
  static conflict(message: Text): AppError {
    return new AppError('conflict', 409, message);
  }
  /** What the link or token named existed but no longer works (expired, withdrawn). */
  static gone(message: Text): AppError {
    return new AppError('gone', 410, message);
  }
  static tooManyRequests(message: Text, retryAfter: number): AppError {
    return new AppError('rate_limited', 429, message, undefined, retryAfter);
  }
  /** A service the request needs (the database) cannot be reached; the caller may retry. */
  static unavailable(message: Text = UNAVAILABLE, retryAfter = 5): AppError {
    return new AppError('unavailable', 503, message, undefined, retryAfter);
  }

  /** 507 Insufficient Storage: the disk is full; nothing of the request was kept. */
  static storageFull(): AppError {
    return new AppError('storage_full', 507, STORAGE_FULL, undefined, 300);
  }
}

export const isAppError = (err: unknown): err is AppError => err instanceof AppError;
