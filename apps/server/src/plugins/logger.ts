import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/** Secrets that must never reach a log line, at any depth a request or body might put them. */
const SECRET_KEYS = [
  'password',
  'new_password',
  'password_hash',
  'otp',
  'token',
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

/** Where log lines go; tests pass a stream that collects them. */
export type LogStream = { write(line: string): void };

export function loggerOptions(config: Pick<Config, 'logLevel'>, stream?: LogStream) {
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  } satisfies FastifyServerOptions['logger'];
}
