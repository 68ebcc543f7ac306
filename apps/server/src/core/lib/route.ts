import { errorBodySchema } from '@portal/contract/envelope';
import { API_PREFIX } from '@portal/contract/paths';

/** `/api/` + a path of the contract's API table. */
export const apiPath = (path: string) => `${API_PREFIX}${path}`;

/** Error responses a route documents in OpenAPI; all share the envelope's error body. */
export function errorResponses<const C extends readonly number[]>(...codes: C) {
  return Object.fromEntries(codes.map((c) => [c, errorBodySchema])) as Record<
    C[number],
    typeof errorBodySchema
  >;
}

/** Rate-limit route config; `factor` is RATE_LIMIT_FACTOR so tests can raise every limit. */
export const rateLimit = (max: number, timeWindowMs: number, factor: number) => ({
  rateLimit: { max: Math.max(1, Math.round(max * factor)), timeWindow: timeWindowMs },
});

export const MINUTE = 60_000;
