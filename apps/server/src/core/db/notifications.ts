import pg from 'pg';

type Log = { warn(obj: object, msg: string): void };

/** Stops listening; `sync` resolves once every notice committed before it was called has been handed over. */
export type Listening = (() => Promise<void>) & { sync(): Promise<void> };

const RETRY_MS = 1000;

/**
 * Listens on a PostgreSQL channel over a connection of its own (a pooled one would lose its LISTEN
 * when returned). `onMessage` receives each payload, and `null` after a reconnection: messages sent
 * while the connection was down are lost, so the caller should assume it missed some.
 * Returns a function that stops listening, with `sync`: a round trip on the listening connection,
 * after which every notice committed before the call has been delivered (the server sends pending
 * notices before it answers a query).
 */
export async function listen(
  url: string,
  channel: string,
  onMessage: (payload: string | null) => void,
  log: Log,
): Promise<Listening> {
  let client: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (reconnecting: boolean): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => {
      if (n.channel === channel) onMessage(n.payload ?? '');
    });
    c.on('error', (err) => {
      log.warn({ err: err.message, channel }, 'notification connection lost');
    });
    c.on('end', () => {
      // Only a connection that was listening is replaced here; a failed attempt is retried below.
      if (client !== c) return;
      client = null;
      if (!stopped) timer = setTimeout(() => void retry(), RETRY_MS);
    });
    try {
      await c.connect();
      await c.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      await c.end().catch(() => {});
      throw err;
    }
    if (stopped) return void (await c.end());
    client = c;
    if (reconnecting) onMessage(null);
  };
  const retry = async () => {
    try {
      await connect(true);
    } catch {
      if (!stopped) timer = setTimeout(() => void retry(), RETRY_MS);
    }
  };

  await connect(false).catch((err: Error) => {
    log.warn({ err: err.message, channel }, 'cannot listen yet; retrying');
    timer = setTimeout(() => void retry(), RETRY_MS);
  });
  const stop = async () => {
    stopped = true;
    clearTimeout(timer);
    await client?.end().catch(() => {});
  };
  // One round trip at a time on the connection; callers arriving while one waits to start share it
  // (it starts after they called). Without a connection nothing is waited for: the reconnection
  // reports the gap (`null`).
  let tail: Promise<void> = Promise.resolve();
  let waiting: Promise<void> | null = null;
  const sync = (): Promise<void> => {
    if (waiting) return waiting;
    const next = tail
      .then(() => {
        waiting = null;
        return client?.query('select 1');
      })
      .then(
        () => {},
        () => {},
      );
    waiting = next;
    tail = next;
    return next;
  };
  return Object.assign(stop, { sync });
}
