import { API_PREFIX } from '@portal/contract/paths/prefix';
import { pageLocale } from './intl/page-locale';
import { getToken, removeToken } from './token';

// The API client on fetch (axios cost about 20 KB of the first load). It keeps axios's shape where
// the call sites rely on it: `get/post/put/patch/delete` resolve `{ data, status, headers }`, a
// status outside 2xx rejects with an ApiError whose `response.data` is the body the toast rules
// read (spec section 8), and uploads with progress go through XMLHttpRequest (fetch has none).

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Params = Record<string, unknown>;
export type UploadProgress = { loaded: number; total?: number };

export type RequestOptions = {
  params?: Params;
  headers?: Record<string, string>;
  /** 'blob' for downloads; error bodies then arrive as blobs too (lib/download.ts reads them). */
  responseType?: 'json' | 'blob';
  signal?: AbortSignal;
  /** Upload progress: the request is then sent with XMLHttpRequest. */
  onUploadProgress?: (event: UploadProgress) => void;
  /** The request outlives the page (a save sent as the browser leaves for another page). */
  keepalive?: boolean;
};

export type ApiResponse<T> = { data: T; status: number; headers: Record<string, string> };

/** A request as the transport sees it: the body encoded, the headers final. */
export type ApiRequest = {
  method: Method;
  /** Relative to /api/, as the call site wrote it. */
  url: string;
  /** The full address, query string included. */
  href: string;
  params?: Params;
  data: string | FormData | Blob | undefined;
  headers: Record<string, string>;
  responseType: 'json' | 'blob';
  signal?: AbortSignal;
  onUploadProgress?: (event: UploadProgress) => void;
  keepalive?: boolean;
};

/** A failed call: `status` 0 when no answer came (the network), else the answer's status. */
export class ApiError extends Error {
  readonly status: number;
  readonly response: ApiResponse<unknown> | undefined;
  readonly request: ApiRequest;
  constructor(message: string, request: ApiRequest, response?: ApiResponse<unknown>) {
    super(message);
    this.name = 'ApiError';
    this.status = response?.status ?? 0;
    this.request = request;
    this.response = response;
  }
  /** The answer's body (the spec's error shape: `{ message }` or `{ error }`). */
  get data(): unknown {
    return this.response?.data;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The answer's status of a failed call, or undefined when it is not an API error or had none. */
export function errorStatus(error: unknown): number | undefined {
  return isApiError(error) && error.response ? error.status : undefined;
}

let origin = '';
/** Prefixes every API address with an origin (server rendering needs an absolute one); '' in the browser. */
export function setApiOrigin(value: string): void {
  origin = value.replace(/\/+$/, '');
}

/** axios's encoding of a query value: encodeURIComponent, then `: $ ,` kept and spaces as `+`. */
function encode(value: string): string {
  return encodeURIComponent(value)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+');
}

const paramText = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

/**
 * The query string as axios wrote it: null and undefined left out, dates as ISO text, a list as
 * `key[]=a&key[]=b` (axios's default; no call sends a list today: the API takes comma-separated ids).
 */
export function serializeParams(params: Params | undefined): string {
  if (!params) return '';
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value)
        if (item !== undefined && item !== null)
          pairs.push(`${encode(`${key}[]`)}=${encode(paramText(item))}`);
    } else pairs.push(`${encode(key)}=${encode(paramText(value))}`);
  }
  return pairs.join('&');
}

function addressOf(url: string, params: Params | undefined): string {
  const path = /^https?:\/\//.test(url) ? url : `${origin}${API_PREFIX}${url.replace(/^\/+/, '')}`;
  const query = serializeParams(params);
  return query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

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

type Encoding = 'json' | 'form' | 'multipart';

/** The body and its Content-Type as the variant sends it (FormData: the browser adds the boundary). */
function encodeBody(encoding: Encoding, body: unknown): [ApiRequest['data'], string | undefined] {
  if (body === undefined || body === null) return [undefined, undefined];
  if (body instanceof FormData) return [body, undefined];
  if (body instanceof Blob) return [body, body.type || undefined];
  if (body instanceof URLSearchParams)
    return [body.toString(), 'application/x-www-form-urlencoded;charset=utf-8'];
  if (typeof body === 'string')
    return [body, encoding === 'json' ? 'application/json' : 'application/x-www-form-urlencoded'];
  if (encoding === 'multipart' && isPlainObject(body)) return [toFormData(body), undefined];
  if (encoding === 'form' && isPlainObject(body)) {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(body)) if (v !== undefined && v !== null) form.append(k, String(v));
    return [form.toString(), 'application/x-www-form-urlencoded;charset=utf-8'];
  }
  return [JSON.stringify(body), 'application/json'];
}

/** JSON when it parses (axios's default), else the text; '' for an empty body. */
function parseBody(text: string): unknown {
  if (!text) return '';
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function headersOf(list: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  list.forEach((value, key) => {
    out[key.toLowerCase()] = value;
  });
  return out;
}

async function viaFetch(request: ApiRequest): Promise<ApiResponse<unknown>> {
  const res = await fetch(request.href, {
    method: request.method,
    headers: request.headers,
    body: request.data,
    signal: request.signal,
    ...(request.keepalive ? { keepalive: true } : {}),
  });
  const data = request.responseType === 'blob' ? await res.blob() : parseBody(await res.text());
  return { data, status: res.status, headers: headersOf(res.headers) };
}

function xhrHeaders(raw: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) out[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return out;
}

/** XMLHttpRequest, for the one thing fetch cannot do: report an upload's progress. */
function viaXhr(request: ApiRequest): Promise<ApiResponse<unknown>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.href);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = request.responseType === 'blob' ? 'blob' : 'text';
    xhr.upload.onprogress = (e) =>
      request.onUploadProgress?.({ loaded: e.loaded, total: e.lengthComputable ? e.total : undefined });
    xhr.onload = () =>
      resolve({
        data: request.responseType === 'blob' ? xhr.response : parseBody(xhr.responseText),
        status: xhr.status,
        headers: xhrHeaders(xhr.getAllResponseHeaders()),
      });
    xhr.onerror = () => reject(new TypeError('Network Error'));
    xhr.onabort = () => reject(new DOMException('The request was aborted', 'AbortError'));
    request.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(request.data ?? null);
  });
}

export type Transport = (request: ApiRequest) => Promise<ApiResponse<unknown>>;

const browserTransport: Transport = (request) =>
  request.onUploadProgress ? viaXhr(request) : viaFetch(request);
let transport: Transport = browserTransport;

/** Replaces the HTTP layer (the unit tests' testing/mock-api.ts); no argument restores it. */
export function setTransport(replacement?: Transport): void {
  transport = replacement ?? browserTransport;
}

type Variant = { encoding: Encoding; auth: boolean };

async function send<T>(
  variant: Variant,
  method: Method,
  url: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const [data, contentType] = encodeBody(variant.encoding, body);
  // The server writes its messages (errors) in the page's language.
  const headers: Record<string, string> = {
    Accept: 'application/json, text/plain, */*',
    'Accept-Language': pageLocale,
  };
  if (contentType) headers['Content-Type'] = contentType;
  const token = variant.auth ? getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  Object.assign(headers, options.headers);
  const request: ApiRequest = {
    method,
    url,
    href: addressOf(url, options.params),
    params: options.params,
    data,
    headers,
    responseType: options.responseType ?? 'json',
    signal: options.signal,
    onUploadProgress: options.onUploadProgress,
    keepalive: options.keepalive,
  };
  let response: ApiResponse<unknown>;
  try {
    response = await transport(request);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('Network Error', request);
  }
  if (response.status >= 200 && response.status < 300) return response as ApiResponse<T>;
  // A 401 means the token is missing, expired or revoked: drop it so guards treat us as signed out.
  if (variant.auth && response.status === 401) removeToken();
  throw new ApiError(`Request failed with status code ${response.status}`, request, response);
}

/** A body-less call may still carry one (`delete` of several ids): `data`, as with axios. */
type WithData = RequestOptions & { data?: unknown };

export type ApiClient = {
  get<T = unknown>(url: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  delete<T = unknown>(url: string, options?: WithData): Promise<ApiResponse<T>>;
  post<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  put<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  patch<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>;
  request<T = unknown>(
    config: { method: Method | Lowercase<Method>; url: string } & WithData,
  ): Promise<ApiResponse<T>>;
};

function client(variant: Variant): ApiClient {
  return {
    get: (url, options) => send(variant, 'GET', url, undefined, options),
    delete: (url, { data, ...options } = {}) => send(variant, 'DELETE', url, data, options),
    post: (url, body, options) => send(variant, 'POST', url, body, options),
    put: (url, body, options) => send(variant, 'PUT', url, body, options),
    patch: (url, body, options) => send(variant, 'PATCH', url, body, options),
    request: ({ method, url, data, ...options }) =>
      send(variant, method.toUpperCase() as Method, url, data, options),
  };
}

/** Plain JSON, no Authorization header: sign-in, registration, public lists. */
export const publicApi = client({ encoding: 'json', auth: false });

/** Form-urlencoded with auth. */
export const formApi = client({ encoding: 'form', auth: true });

/** Multipart with auth; the browser adds the boundary for FormData bodies. */
export const multipartApi = client({ encoding: 'multipart', auth: true });

/** JSON with auth: the default for signed-in calls. */
export const api = client({ encoding: 'json', auth: true });

export type ApiVariant = 'public' | 'form' | 'multipart' | 'json';

export const apiClients: Record<ApiVariant, ApiClient> = {
  public: publicApi,
  form: formApi,
  multipart: multipartApi,
  json: api,
};
