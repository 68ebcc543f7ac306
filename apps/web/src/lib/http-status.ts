import axios from 'axios';

/** True when a request failed because the object is not there (or not ours to see). */
export function isNotFound(error: unknown): boolean {
  return axios.isAxiosError(error) && error.response?.status === 404;
}
