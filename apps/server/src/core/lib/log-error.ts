/**
 * Errors as log lines: the type, message, stack, codes and causes, and never the values a query was
 * run with. Drizzle's DrizzleQueryError puts its parameters (user content: names, e-mails, text) in
 * its message and in a `params` field, PostgreSQL's `detail` quotes key values and its data exceptions
 * quote the value in their message; all are dropped.
 */
const SAFE_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'constraint',
  'table',
  'column',
  'routine',
  'validationContext',
] as const;

const MAX_CAUSES = 3;

function safeMessage(err: Error): string {
  const query: unknown = Reflect.get(err, 'query');
  if ('params' in err && typeof query === 'string') return `Failed query: ${query}`;
  // PostgreSQL's data exceptions (SQLSTATE class 22) quote the offending value in their message.
  const code: unknown = Reflect.get(err, 'code');
  if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return err.message.replace(/"[^"]*"/g, '"…"');
  return err.message;
}

/** The stack's frames under a message that is known to be safe. */
function safeStack(err: Error, type: string, message: string): string {
  if (!err.stack) return `${type}: ${message}`;
  const frames = err.stack.indexOf('\n    at ');
  return frames < 0 ? `${type}: ${message}` : `${type}: ${message}${err.stack.slice(frames)}`;
}

export type LoggedError = { [key: string]: unknown; type: string; message: string; stack: string };

export function serializeError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: '' };
  const type = err.constructor?.name || err.name;
  const message = safeMessage(err);
  const out: LoggedError = { type, message, stack: safeStack(err, type, message) };
  for (const key of SAFE_FIELDS) {
    const value: unknown = Reflect.get(err, key);
    if (value !== undefined) out[key] = value;
  }
  if (err.cause !== undefined && depth < MAX_CAUSES) out.cause = serializeError(err.cause, depth + 1);
  return out;
}
