import { errorStatus } from './api-client';

/** True when a request failed because the object is not there (or not ours to see). */
export function isNotFound(error: unknown): boolean {
  return errorStatus(error) === 404;
}

/** A 4xx is the server's answer (not found, not allowed, invalid): asking again changes nothing. */
export function isClientError(error: unknown): boolean {
  const status = errorStatus(error);
  return status !== undefined && status >= 400 && status < 500;
}
