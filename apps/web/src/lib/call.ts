import {
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
  fillPath,
} from '@portal/contract/endpoints/endpoint';
import { type ApiResponse, type ApiVariant, apiClients, type RequestOptions } from './api-client';

/**
 * The one way the client calls the API: an endpoint of `@portal/contract/endpoints/*` and its input,
 * typed by the endpoint's schemas, so no call site names a response type. The endpoint modules are
 * strings at run time (the schemas reach the client as types only), so this costs no bundle bytes.
 */
export type CallOptions = Omit<RequestOptions, 'params'> & {
  /** The spec's client variant: 'json' (signed in, the default), 'public', 'form' or 'multipart'. */
  variant?: ApiVariant;
};

/** The input, where a body may also be sent as FormData (the spec's multipart variant; uploads). */
export type CallInput<E> = {
  [K in keyof EndpointInput<E>]: K extends 'body' ? EndpointInput<E>[K] | FormData : EndpointInput<E>[K];
};

/** What `call` resolves: the body, with the answer's status and headers beside it (downloads read them). */
export type CallResponse<E> = ApiResponse<EndpointResponse<E, Blob>>;

/** The input as a helper that takes any endpoint holds it (uploads, downloads); `call` types it per endpoint. */
export type AnyInput = { params?: unknown; query?: unknown; body?: unknown };

export async function call<E extends Endpoint>(
  endpoint: E,
  ...[input, options = {}]: Record<string, never> extends EndpointInput<E>
    ? [input?: CallInput<E>, options?: CallOptions]
    : [input: CallInput<E>, options?: CallOptions]
): Promise<CallResponse<E>> {
  return callAny(endpoint, input ?? {}, options);
}

/** `call` for a helper generic over its endpoint: the response is still the endpoint's. */
export function callAny<E extends Endpoint>(
  endpoint: E,
  { params, query, body }: AnyInput,
  { variant = 'json', ...rest }: CallOptions = {},
): Promise<CallResponse<E>> {
  return apiClients[variant].request<EndpointResponse<E, Blob>>({
    method: endpoint.method,
    url: fillPath(endpoint.path, record(params)),
    data: body,
    params: record(query),
    ...rest,
  });
}

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value)) : undefined;
