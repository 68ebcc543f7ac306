import type { z } from 'zod';

/**
 * Endpoints, written once (issue 27 item 7). An operation is split in two halves tied by its key:
 * `<area>.ts` holds its method and path pattern (plain strings: all the browser loads), and
 * `<area>.schemas.ts` its zod schemas (what the server validates and documents). The browser's half
 * takes its types from the schemas with `import type`, so no schema reaches the client's bundles, and
 * `endpoints<typeof schemas>()` makes the compiler require exactly one path for every schema set.
 * The server joins both halves with `withSchemas` and registers each route from the result.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The schemas of one operation. `file`: the success body is a file (a Blob to the browser). */
export type EndpointSchemas = {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success status; 200 when left out. */
  status?: 200 | 201 | 202 | 204;
  response?: z.ZodType;
  file?: true;
};

declare const schemasOf: unique symbol;

/** One operation as the browser holds it; the schemas are there as a type only. */
export type Endpoint<S extends EndpointSchemas = EndpointSchemas> = {
  readonly method: Method;
  /** Relative to /api/, with `:name` for each path parameter. */
  readonly path: string;
  readonly [schemasOf]?: S;
};

/** One operation as the server registers it: method and path with the schemas. */
export type ServerEndpoint<S extends EndpointSchemas = EndpointSchemas> = Endpoint<S> & S;

type SchemasOf<E> = E extends Endpoint<infer S> ? S : never;
type Input<T> = T extends z.ZodType ? z.input<T> : never;
/** Present when the schema has it; optional when nothing in it is required. */
type Part<K extends string, T> = [T] extends [z.ZodType]
  ? Record<string, never> extends Input<T>
    ? { [P in K]?: Input<T> }
    : { [P in K]: Input<T> }
  : { [P in K]?: never };

/** What a caller sends: `params` for the path, `query`, `body`, each as the schema accepts it. */
export type EndpointInput<E> = Part<'params', SchemasOf<E>['params']> &
  Part<'query', SchemasOf<E>['query']> &
  Part<'body', SchemasOf<E>['body']>;

/** The path parameters, query and body one by one (for a caller that builds them apart). */
export type EndpointParams<E> = Input<SchemasOf<E>['params']>;
export type EndpointQuery<E> = Input<SchemasOf<E>['query']>;
export type EndpointBody<E> = Input<SchemasOf<E>['body']>;

/** A downloaded file: the browser's Blob, named structurally (the contract is built without the DOM). */
export type FileBody = { readonly size: number; readonly type: string; text(): Promise<string> };

/** The success body: the response schema's output, a file (`F`: the browser says Blob) for a file, nothing for none. */
export type EndpointResponse<E, F = FileBody> =
  SchemasOf<E> extends { file: true }
    ? F
    : SchemasOf<E>['response'] extends z.ZodType
      ? z.output<SchemasOf<E>['response']>
      : undefined;

type Route = `${Method} ${string}`;

/** The browser's half of an area: `{ key: 'GET jobs/:id' }`, one for each key of the schemas. */
export function endpoints<S extends Record<string, EndpointSchemas>>() {
  return <const T extends { [K in keyof S]: Route }>(routes: T): { [K in keyof S]: Endpoint<S[K]> } => {
    const out: Record<string, Endpoint> = {};
    for (const [key, route] of Object.entries<Route>(routes)) {
      const at = route.indexOf(' ');
      out[key] = { method: route.slice(0, at) as Method, path: route.slice(at + 1) };
    }
    return out as { [K in keyof S]: Endpoint<S[K]> };
  };
}

/** The server's view of an area: each endpoint with its schemas. */
export function withSchemas<S extends Record<string, EndpointSchemas>>(
  routes: { [K in keyof S]: Endpoint<S[K]> },
  schemas: S,
): { [K in keyof S]: ServerEndpoint<S[K]> } {
  const paths: Record<string, Endpoint> = routes;
  const out: Record<string, ServerEndpoint> = {};
  for (const [key, set] of Object.entries(schemas)) {
    const route = paths[key];
    if (!route) throw new Error(`The endpoint ${key} has schemas but no path`);
    out[key] = { ...route, ...set };
  }
  return out as { [K in keyof S]: ServerEndpoint<S[K]> };
}

/** The path with its `:name` parameters filled in, each URI-encoded. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}
