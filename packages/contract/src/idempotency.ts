import { z } from 'zod';

/**
 * A client that may retry a create (a draft, an application, a campaign send) sends a fresh key
 * per intended action in this header; the server runs the action once and answers every retry
 * with the first answer. Keys are kept per user for {@link IDEMPOTENCY_TTL_HOURS} hours.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Present (`true`) on an answer replayed from an earlier request with the same key. */
export const IDEMPOTENCY_REPLAYED_HEADER = 'Idempotency-Replayed';
export const IDEMPOTENCY_TTL_HOURS = 24;

export const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7E]{1,255}$/, 'Send 1 to 255 visible ASCII characters, such as a UUID.');

export const IDEMPOTENCY_MISMATCH =
  'This Idempotency-Key was already used with a different request. Use a new key for a new request.';
export const IDEMPOTENCY_IN_PROGRESS =
  'A request with this Idempotency-Key is still being processed. Try again in a moment.';
