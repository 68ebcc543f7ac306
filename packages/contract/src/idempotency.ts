import { z } from 'zod';
import { m } from './i18n/index';

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
  .regex(/^[\x21-\x7E]{1,255}$/, m('idempotency.send_1_255_visible_ascii'));

export const IDEMPOTENCY_MISMATCH = m('idempotency.idempotency_key_was_already_used');
export const IDEMPOTENCY_IN_PROGRESS = m('idempotency.request_with_idempotency_key_still');
