import { z } from 'zod';

/** Success envelope: `{ data, message? }` (DESIGN.md section 3). */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data, message: z.string().optional() });

export const pageMetaSchema = z.object({
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** List envelope: `{ data: [...], meta: { page, page_size, total } }`. */
export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: pageMetaSchema, message: z.string().optional() });

/**
 * A list envelope whose meta carries more than the page (counts by status, facets): the extras are
 * added to the page meta, so every list keeps `page`, `page_size` and `total`.
 */
export const listEnvelopeWith = <T extends z.ZodType, M extends z.ZodRawShape>(item: T, metaExtras: M) =>
  z.object({ data: z.array(item), meta: pageMetaSchema.extend(metaExtras), message: z.string().optional() });

/** The body `envelope(schema)` validates, for a client that holds the item's type. */
export type Envelope<T> = z.infer<ReturnType<typeof envelope<z.ZodType<T>>>>;
/** The body `listEnvelope(schema)` validates. */
export type ListEnvelope<T> = z.infer<ReturnType<typeof listEnvelope<z.ZodType<T>>>>;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

/**
 * Error bodies, shaped for the client's toast rules (spec section 8):
 * - `{ message: "text" }` for a plain failure,
 * - `{ message: { field: ["text", ...] } }` for validation (status 400),
 * - `{ error: "text" }` where a bare error suits.
 * `request_id` is present on every error so a user can quote it to support.
 */
export const errorBodySchema = z.object({
  message: z.union([z.string(), z.record(z.string(), z.array(z.string()))]).optional(),
  error: z.string().optional(),
  request_id: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A success with nothing but its message (deletes, sends). */
export const messageSchema = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageSchema>;
