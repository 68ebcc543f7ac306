import { createHash } from 'node:crypto';
import {
  IDEMPOTENCY_IN_PROGRESS,
  IDEMPOTENCY_MISMATCH,
  IDEMPOTENCY_REPLAYED_HEADER,
  idempotencyKeySchema,
} from '@portal/contract/idempotency';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../core/db/client';
import { contractText } from '../../core/i18n/zod';
import { AppError } from '../../core/lib/app-error';
import { periodicTask } from '../../core/lib/periodic-task';
import {
  claimKey,
  type IdempotencyClaim,
  pruneIdempotencyKeys,
  recordAnswer,
  releaseClaim,
} from './idempotency-repository';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Honour an Idempotency-Key header (signed-in routes only): see plugins/idempotency.ts. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotencyClaim: (IdempotencyClaim & { recorded: boolean }) | null;
  }
}

/** Route config of a create a client may retry: `config: { ...idempotent }`. */
export const idempotent = { idempotent: true } as const;

const HOUR = 3_600_000;

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` are one request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const fingerprintOf = (req: FastifyRequest) =>
  createHash('sha256')
    .update(`${req.method}\n${req.routeOptions.url}\n${canonical(req.params)}\n${canonical(req.body)}`)
    .digest('base64url');

const hooks = <T>(existing: T | T[] | undefined): T[] =>
  existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];

/**
 * `Idempotency-Key` on the routes whose config says `idempotent`. After validation and sign-in, the
 * key is claimed for the user with the request's fingerprint (a primary key on user + key lets one
 * of several concurrent duplicates through; the others get 409). A 2xx answer is stored before it
 * is sent and replayed to every retry with the same key and request (`Idempotency-Replayed: true`);
 * the same key with another request is 422; any other answer releases the key, since nothing was
 * written. Keys expire after 24 hours; a claim whose request died unanswered is taken over after a
 * minute (see idempotency-repository.ts for the one case that can still run twice).
 */
export const idempotencyPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db }) => {
    const { db } = opts;
    app.decorateRequest('idempotencyClaim', null);

    async function claim(req: FastifyRequest, reply: FastifyReply) {
      const raw = req.headers['idempotency-key'];
      if (raw === undefined || !req.user) return;
      const parsed = idempotencyKeySchema.safeParse(Array.isArray(raw) ? raw.join(',') : raw);
      if (!parsed.success) {
        throw AppError.validation({
          'Idempotency-Key': parsed.error.issues.map((i) => contractText(i.message)),
        });
      }
      const found = await claimKey(db, { userId: req.user.id, key: parsed.data }, fingerprintOf(req));
      if (found.kind === 'claimed') {
        req.idempotencyClaim = { userId: req.user.id, key: parsed.data, recorded: false };
        return;
      }
      if (found.kind === 'mismatch')
        throw new AppError('idempotency_mismatch', 422, contractText(IDEMPOTENCY_MISMATCH));
      if (found.kind === 'in_progress') {
        throw new AppError(
          'idempotency_in_progress',
          409,
          contractText(IDEMPOTENCY_IN_PROGRESS),
          undefined,
          1,
        );
      }
      return reply.code(found.status).header(IDEMPOTENCY_REPLAYED_HEADER, 'true').send(found.body);
    }

    async function record(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
      const held = req.idempotencyClaim;
      if (!held || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
      try {
        await recordAnswer(db, held, reply.statusCode, payload);
        held.recorded = true;
      } catch (err) {
        // The write is done and its answer goes out; only a retry of it could not be answered.
        req.log.error({ err }, 'could not record the answer of an idempotent request');
      }
      return payload;
    }

    async function release(req: FastifyRequest, reply: FastifyReply) {
      const held = req.idempotencyClaim;
      req.idempotencyClaim = null;
      if (!held || held.recorded || (reply.statusCode >= 200 && reply.statusCode < 300)) return;
      await releaseClaim(db, held);
    }

    app.addHook('onRoute', (route: RouteOptions) => {
      if (!route.config?.idempotent) return;
      route.preHandler = [...hooks(route.preHandler), claim];
      route.preSerialization = [...hooks(route.preSerialization), record];
      route.onResponse = [...hooks(route.onResponse), release];
    });

    const pruning = periodicTask('idempotency key pruning', () => pruneIdempotencyKeys(db), {
      intervalMs: HOUR,
      log: app.log,
    });
    app.addHook('onReady', async () => pruning.start());
    app.addHook('onClose', () => pruning.stop());
  },
  { name: 'idempotency' },
);
