import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Strict CSP for the client: no inline scripts anywhere. Inline styles are allowed because the toast
 * library injects its styles at run time. The API docs set their own policy on their routes only.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  // A candidate's PDF CV is shown in the recruiter's page from a blob the page fetched with its token.
  frameSrc: ["'self'", 'blob:'],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

export function helmetOptions(production: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    // HSTS only where the portal is served over HTTPS; on localhost it would pin http users out.
    strictTransportSecurity: production ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  };
}

/**
 * The headers helmet sets for these options, worked out once: nothing in them depends on the
 * request (no nonces), so helmet's per-request work (its middleware built anew for every request by
 * `@fastify/helmet`, ~50 µs) buys nothing. Helmet stays the source of the values.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return Object.freeze(headers);
}

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, opts: { production: boolean }) => {
    const headers = securityHeaders(helmetOptions(opts.production));
    // Set before any handler runs, so error answers and the 404 carry them too; a route may still
    // override one (the API docs' CSP).
    app.addHook(
      'onRequest',
      function securityHeadersHook(_req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
        reply.headers(headers);
        done();
      },
    );
  },
  { name: 'security-headers' },
);
