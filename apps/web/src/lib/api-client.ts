import { API_PREFIX } from '@portal/contract/paths';
import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { getToken, removeToken } from './token';

/**
 * The four client variants of spec section 7. All share the `/api/` base and no time-out (axios's
 * default of 0), so long uploads are not cut off.
 */
const base = { baseURL: API_PREFIX, timeout: 0 } as const;

function withBearer(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const token = getToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
}

function authorised(instance: AxiosInstance): AxiosInstance {
  instance.interceptors.request.use(withBearer);
  instance.interceptors.response.use(undefined, (error: unknown) => {
    // A 401 means the token is missing, expired or revoked: drop it so guards treat us as signed out.
    if (axios.isAxiosError(error) && error.response?.status === 401) removeToken();
    return Promise.reject(error);
  });
  return instance;
}

/** Plain JSON, no Authorization header: sign-in, registration, public lists. */
export const publicApi = axios.create({ ...base, headers: { 'Content-Type': 'application/json' } });

/** Form-urlencoded with auth. */
export const formApi = authorised(
  axios.create({ ...base, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }),
);

/** Multipart with auth; axios lets the browser add the boundary for FormData bodies. */
export const multipartApi = authorised(
  axios.create({ ...base, headers: { 'Content-Type': 'multipart/form-data' } }),
);

/** JSON with auth: the default for signed-in calls. */
export const api = authorised(axios.create({ ...base, headers: { 'Content-Type': 'application/json' } }));

export type ApiVariant = 'public' | 'form' | 'multipart' | 'json';

export const apiClients: Record<ApiVariant, AxiosInstance> = {
  public: publicApi,
  form: formApi,
  multipart: multipartApi,
  json: api,
};

/** Builds a FormData from a flat object; arrays become repeated fields, nullish values are skipped. */
export function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) form.append(key, v instanceof Blob ? v : String(v));
  }
  return form;
}
