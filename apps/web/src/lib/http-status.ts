import axios from 'axios';

/** True when a request failed because the object is not there (or not ours to see). */
export function isNotFound(error: unknown): boolean {
  return axios.isAxiosError(error) && error.response?.status === 404;
}

/** A 4xx is the server's answer (not found, not allowed, invalid): asking again changes nothing. */
export function isClientError(error: unknown): boolean {
  const status = axios.isAxiosError(error) ? error.response?.status : undefined;
  return status !== undefined && status >= 400 && status < 500;
}
