/**
 * Whether a failed send says the mail relay itself is unusable (refused or dropped the connection,
 * timed out, refused us at the greeting, rejected our credentials) rather than this message or its
 * recipient: then every other mail would fail the same way, so the worker pauses instead of using up
 * each row's tries, and no recipient is marked bounced for the relay's 5xx greeting.
 */
const RELAY_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ETLS', 'EAUTH', 'ENOAUTH']);
/** Node's own socket errors, when they arrive unwrapped. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE']);

export function isRelayDown(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code, command, responseCode } = err as {
    code?: unknown;
    command?: unknown;
    responseCode?: unknown;
  };
  // The greeting (CONN) or the hello answered with an error: the server, not the mail, said no.
  if (command === 'CONN' || command === 'EHLO' || command === 'HELO') return true;
  // 421: "service not available, closing transmission channel" (RFC 5321), at any step.
  if (responseCode === 421) return true;
  return typeof code === 'string' && (RELAY_CODES.has(code) || SOCKET_CODES.has(code));
}
