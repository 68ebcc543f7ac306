/**
 * Whether a failure means the database (or another service the request needs) cannot be reached,
 * as opposed to a bug or a bad query: answered with 503 and Retry-After, not 500. Drizzle wraps the
 * driver's error in `cause`, so the whole chain is read.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EAI_AGAIN',
]);
/** SQLSTATE: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections (class 08 below). */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Messages of the drivers that carry no code: node-postgres and PGlite. */
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
  // A statement on a connection the server already ended (a transaction's, between two statements).
  'Client has encountered a connection error and is not queryable',
];

export function isOutage(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; depth < 8 && typeof e === 'object' && e !== null; depth++) {
    const code = 'code' in e ? e.code : undefined;
    if (
      typeof code === 'string' &&
      (NETWORK_CODES.has(code) || SQLSTATES.has(code) || /^08\w{3}$/.test(code))
    )
      return true;
    const message = e instanceof Error ? e.message : '';
    if (MESSAGES.some((m) => message.startsWith(m))) return true;
    e = 'cause' in e ? e.cause : undefined;
  }
  return false;
}
