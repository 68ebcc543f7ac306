import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../../core/config';
import { serializeError } from '../../core/lib/log-error';

/** Secrets that must never reach a log line, at any depth a request or body might put them. */
const SECRET_KEYS = [
  'password',
  'new_password',
  'current_password',
  'password_hash',
  'otp',
  'token',
  'mfa_token',
  'recovery_codes',
  'jwt',
  'secret',
  'authorization',
];

/** Header names whose values are credentials (a request's cookie, a response's set-cookie). */
const SECRET_HEADERS = ['cookie', 'set-cookie'];
const SECRET = new Set([...SECRET_KEYS, ...SECRET_HEADERS]);

/** How deep secrets are looked for: the top-level key is depth 1 (`*.*.*.password` is 4). */
const MAX_DEPTH = 4;

export const REDACTED = '[redacted]';

const isPlain = (value: object) => {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * `value` with every secret key's value replaced by REDACTED, down to MAX_DEPTH (arrays count as a
 * level, as pino's `*` did); only plain objects and arrays are looked into. The caller's object is
 * never changed: what holds a secret is copied along its path, and anything without one is returned
 * as it is, so a log line without secrets allocates nothing here. pino's own `redact` with these
 * wildcard paths cloned and walked every logged value and cost ~30 % of a 404's time.
 */
export function redactSecrets<T>(value: T, depth = 1): T {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item = redactSecrets(value[i], depth + 1);
      if (item !== value[i]) {
        copy ??= value.slice();
        copy[i] = item;
      }
    }
    return (copy ?? value) as T;
  }
  if (!isPlain(value)) return value;
  const record = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    const v = record[key];
    const r = SECRET.has(key.toLowerCase()) && v !== undefined ? REDACTED : redactSecrets(v, depth + 1);
    if (r !== v) {
      copy ??= { ...record };
      copy[key] = r;
    }
  }
  return (copy ?? value) as T;
}

/**
 * Query parameters that carry a capability (whoever holds the link may act): `token`, `*_token`,
 * `key`, `*_key`, `code`, `signature`, ... Links the portal sends (alert unsubscribe, future share
 * or reset links) put their token in such a parameter, so it never reaches a request log line.
 */
const CAPABILITY_PARAM = /^(?:.*[_-])?(?:token|key|apikey|secret|password|otp|code|signature|sig|jwt)$/i;

function paramName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch (err) {
    // A malformed escape: the name as sent.
    if (err instanceof URIError) return raw;
    throw err;
  }
}

/**
 * Paths whose last segment is a capability: the spec puts the response link's token in the path
 * (`unauth/email-response/{token}`), and the server logs the page request like any other.
 */
const CAPABILITY_PATH = /^(\/unauth\/email-response\/)[^/?#]+/i;

/**
 * The URL with the value of every capability parameter, and a capability path segment, replaced;
 * everything else left as sent.
 */
export function redactUrl(raw: string): string {
  const url = raw.replace(CAPABILITY_PATH, `$1${REDACTED}`);
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return CAPABILITY_PARAM.test(paramName(name)) && eq >= 0 ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

/** Fastify's own request serializer, with the URL's capability parameters redacted. */
function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** Fastify's own response serializer. */
const serializeResponse = (reply: { statusCode: number }) => ({ statusCode: reply.statusCode });

/**
 * pino runs `formatters.log` on the logged object before the serializers, so the serialized `req`,
 * `res` and `err` are redacted by their serializers here, one level down.
 */
const redacted =
  <A, R>(serialize: (value: A) => R) =>
  (value: A): R =>
    redactSecrets(serialize(value), 2);

/** Where log lines go; tests pass a stream that collects them. */
export type LogStream = { write(line: string): void };

export function loggerOptions(config: Pick<Config, 'logLevel'>, stream?: LogStream) {
  return {
    level: config.logLevel,
    formatters: {
      log: (obj: Record<string, unknown>) => redactSecrets(obj),
      bindings: (bindings: Record<string, unknown>) => redactSecrets(bindings),
    },
    serializers: {
      req: redacted(serializeRequest),
      res: redacted(serializeResponse),
      err: redacted(serializeError),
    },
    ...(stream ? { stream } : {}),
  } satisfies FastifyServerOptions['logger'];
}
