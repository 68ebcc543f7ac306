import { randomUUID } from 'node:crypto';
import type { Db } from '../../core/db/client';
import { type Listening, listen } from '../../core/db/notifications';
import { notify } from './notify-repository';

/**
 * What modules tell each other happened, so that whoever keeps something derived from it (the
 * answer caches, the in-memory indexes, master-data labels) drops or updates it, without the
 * publisher knowing who listens. Published after the change is committed.
 */
export type DomainEvent =
  /** A job was created, edited, published, closed, expired or deleted, or its owner was removed. */
  | 'jobs.changed'
  /** Master data (a designation, location, skill, ...) was edited, merged or removed. */
  | 'master-data.changed'
  /** Rates of exchange changed (salary filters convert with them). */
  | 'exchange-rates.changed'
  /** The portal's settings (site name, logo, theme, contacts, ...) were saved. */
  | 'settings.changed'
  /** An organisation's logo changed (every job page shows it on the employer card). */
  | 'organisations.changed';

/** What a store derived from jobs and master data listens to. */
export const EVENTS: readonly DomainEvent[] = [
  'jobs.changed',
  'master-data.changed',
  'exchange-rates.changed',
];
/** Every event (a lost connection may have missed any of them). */
const ALL_EVENTS: readonly DomainEvent[] = [...EVENTS, 'settings.changed', 'organisations.changed'];
const CHANNEL = 'domain_events';

type Log = { warn(obj: object, msg: string): void };
type Handler = () => void;

/**
 * Events are scoped to a database: each test app has its own. A read replica's handle shares its
 * primary's scope (`shareEventScope`), so what was computed from either is dropped together.
 */
const scopes = new WeakMap<Db, Db>();
export const eventScope = (db: Db): Db => scopes.get(db) ?? db;

/** Events of `replica` are those of `primary`. */
export function shareEventScope(replica: Db, primary: Db): void {
  if (replica !== primary) scopes.set(replica, eventScope(primary));
}

const handlers = new WeakMap<Db, Map<DomainEvent, Handler[]>>();

/** Calls `handler` after each of `events` in `db`'s scope, in this process or (PostgreSQL) another. */
export function subscribe(db: Db, events: readonly DomainEvent[], handler: Handler): void {
  const scope = eventScope(db);
  let byEvent = handlers.get(scope);
  if (!byEvent) {
    byEvent = new Map();
    handlers.set(scope, byEvent);
  }
  for (const event of events) {
    byEvent.set(event, [...(byEvent.get(event) ?? []), handler]);
  }
}

function dispatch(db: Db, event: DomainEvent): void {
  for (const handler of handlers.get(eventScope(db))?.get(event) ?? []) handler();
}

/** Names this process's notices (scopes are per Db object): it has handled its own already. */
const senders = new WeakMap<Db, string>();
function senderId(db: Db): string {
  const scope = eventScope(db);
  let id = senders.get(scope);
  if (!id) {
    id = randomUUID();
    senders.set(scope, id);
  }
  return id;
}

/**
 * Handles `event` in this process at once, then tells the processes that follow the database
 * (`followDomainEvents`). The change is committed either way: a lost notice leaves other processes'
 * derived data up to its own expiry old, which is logged.
 */
export function publish(db: Db, event: DomainEvent, log: Log): void {
  dispatch(db, event);
  notify(db, CHANNEL, JSON.stringify({ event, from: senderId(db) })).catch((err: unknown) => {
    log.warn({ err, event }, 'domain event not sent to other processes; their caches expire on their own');
  });
}

function parse(payload: string): { event: DomainEvent; from: string } | null {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return null;
    const { event, from } = value as Record<string, unknown>;
    const known = ALL_EVENTS.find((e) => e === event);
    return known && typeof from === 'string' ? { event: known, from } : null;
  } catch (err) {
    if (err instanceof SyntaxError) return null;
    throw err;
  }
}

/**
 * Receives other processes' events (PostgreSQL only: PGlite has one process). After a lost
 * connection every event is handled, since some may have been missed.
 */
export function followDomainEvents(db: Db, databaseUrl: string, log: Log): Promise<Listening> {
  return listen(
    databaseUrl,
    CHANNEL,
    (payload) => {
      if (payload === null) {
        for (const event of ALL_EVENTS) dispatch(db, event);
        return;
      }
      const message = parse(payload);
      if (!message) log.warn({ payload }, 'unknown domain event ignored');
      else if (message.from !== senderId(db)) dispatch(db, message.event);
    },
    log,
  );
}
