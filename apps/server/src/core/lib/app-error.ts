/** Field errors as the client shows them: one or more messages per field. */
export type FieldErrors = Record<string, string[]>;

export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
export const STORAGE_FULL_MESSAGE =
  "The server's storage is full, so this was not saved. Please try again later.";

/**
 * The one application error. Services throw it; the error plugin is the only place that turns it
 * (and every other failure) into an HTTP response.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly fields?: FieldErrors,
    /** Seconds; sent as Retry-After with 429, 503 and 507. */
    readonly retryAfter?: number,
  ) {
    super(message);
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
    return new AppError('validation', 400, 'Validation failed', fields);
  }
  static unauthorized(message = 'Please sign in again.'): AppError {
    return new AppError('unauthorized', 401, message);
  }
  static forbidden(message = 'You do not have permission to do this.'): AppError {
    return new AppError('forbidden', 403, message);
  }
  static notFound(message = 'Not found'): AppError {
    return new AppError('not_found', 404, message);
  }
  static conflict(message: string): AppError {
    return new AppError('conflict', 409, message);
  }
  /** What the link or token named existed but no longer works (expired, withdrawn). */
  static gone(message: string): AppError {
    return new AppError('gone', 410, message);
  }
  static tooManyRequests(message: string, retryAfter: number): AppError {
    return new AppError('rate_limited', 429, message, undefined, retryAfter);
  }
  /** A service the request needs (the database) cannot be reached; the caller may retry. */
  static unavailable(message = UNAVAILABLE_MESSAGE, retryAfter = 5): AppError {
    return new AppError('unavailable', 503, message, undefined, retryAfter);
  }

  /** 507 Insufficient Storage: the disk is full; nothing of the request was kept. */
  static storageFull(): AppError {
    return new AppError('storage_full', 507, STORAGE_FULL_MESSAGE, undefined, 300);
  }
}

export const isAppError = (err: unknown): err is AppError => err instanceof AppError;
