import type { EndpointSchemas, ServerEndpoint } from '@portal/contract/endpoints/endpoint';
import { errorBodySchema } from '@portal/contract/envelope';
import { API_PREFIX } from '@portal/contract/paths';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** `/api/` + a path of the contract's API table. */
export const apiPath = (path: string) => `${API_PREFIX}${path}`;

/** Error responses a route documents in OpenAPI; all share the envelope's error body. */
export function errorResponses<const C extends readonly number[]>(...codes: C) {
  return Object.fromEntries(codes.map((c) => [c, errorBodySchema])) as Record<
    C[number],
    typeof errorBodySchema
  >;
}

/** Rate-limit route config; `factor` is RATE_LIMIT_FACTOR so tests can raise every limit. */
export const rateLimit = (max: number, timeWindowMs: number, factor: number) => ({
  rateLimit: { max: Math.max(1, Math.round(max * factor)), timeWindow: timeWindowMs },
});

export const MINUTE = 60_000;

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The schema the type provider reads for an endpoint: its parts and its success response. */
type SchemaOf<S extends EndpointSchemas, R> = {
  params: S['params'];
  querystring: S['query'];
  body: S['body'];
  response: (S['response'] extends z.ZodType
    ? { [K in S['status'] extends number ? S['status'] : 200]: S['response'] }
    : unknown) &
    R;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The success body is a file (the endpoint's `file`): the OpenAPI document says so (platform/http/openapi.ts). */
    fileDownload?: true;
  }
}

type Options<R> = Omit<RouteShorthandOptions, 'schema'> & {
  /**
   * Summary, tags, security and the route's other responses (errors, a 304): what the endpoint does
   * not say. A route that names no `security` is public (`security: []` in the document).
   */
  schema?: Omit<FastifySchema, 'params' | 'querystring' | 'body' | 'response'> & { response?: R };
};

/**
 * Registers a route from its endpoint of the contract: method, URL, params, query, body and the success
 * response come from there, so the server and the client cannot disagree on them; the route adds
 * its hooks, config, summary, tags and error responses.
 */
export function route<S extends EndpointSchemas, R extends Record<number, unknown> = Record<never, never>>(
  app: ZodApp,
  endpoint: ServerEndpoint<S> & { readonly operationId?: string },
  options: Options<R>,
  handler: RouteHandlerMethod<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    SchemaOf<S, R>,
    ZodTypeProvider
  >,
) {
  const { params, query, body, response, status = 200 } = endpoint;
  const schema: FastifySchema = { security: [], ...options.schema };
  if (endpoint.operationId) schema.operationId = endpoint.operationId;
  // Only the parts the endpoint has: an undefined key would still be read as a schema.
  if (params) schema.params = params;
  if (query) schema.querystring = query;
  if (body) schema.body = body;
  schema.response = { ...(response ? { [status]: response } : {}), ...options.schema?.response };
  return app.route<RouteGenericInterface, ContextConfigDefault, SchemaOf<S, R>>({
    ...options,
    ...(endpoint.file ? { config: { ...options.config, fileDownload: true } } : {}),
    method: endpoint.method,
    url: apiPath(endpoint.path),
    // Built from the endpoint's own schemas just above; the compiler cannot follow a generic S there.
    schema: schema as SchemaOf<S, R>,
    handler,
  });
}

/**
 * The success body of an endpoint for answers that many requests share as one object (kept in
 * memory): made once per object by the same serializer Fastify runs (the response schema's check,
 * then JSON), instead of on every request. The route hands it to `reply.serializer`.
 */
export function sharedBodies(endpoint: { method: string; path: string; response?: z.ZodType }) {
  if (!endpoint.response) throw new Error(`${endpoint.path} has no response schema`);
  const serialize = serializerCompiler({
    schema: endpoint.response,
    method: endpoint.method,
    url: apiPath(endpoint.path),
  });
  const bodies = new WeakMap<object, string>();
  return (shared: object, body: unknown): string => {
    let json = bodies.get(shared);
    if (json === undefined) {
      json = serialize(body);
      bodies.set(shared, json);
    }
    return json;
  };
}
