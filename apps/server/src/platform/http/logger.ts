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

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS.flatMap((k) => [k, `*.${k}`, `*.*.${k}`, `*.*.*.${k}`]),
];

export const REDACTED = '[redacted]';

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

/** Where log lines go; tests pass a stream that collects them. */
export type LogStream = { write(line: string): void };

export function loggerOptions(config: Pick<Config, 'logLevel'>, stream?: LogStream) {
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { req: serializeRequest, err: serializeError },
    ...(stream ? { stream } : {}),
  } satisfies FastifyServerOptions['logger'];
}
