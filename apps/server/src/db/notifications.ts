import pg from 'pg';

type Log = { warn(obj: object, msg: string): void };

const RETRY_MS = 1000;

/**
 * Listens on a PostgreSQL channel over a connection of its own (a pooled one would lose its LISTEN
 * when returned). `onMessage` receives each payload, and `null` after a reconnection: messages sent
 * while the connection was down are lost, so the caller should assume it missed some.
 * Returns a function that stops listening.
 */
export async function listen(
  url: string,
  channel: string,
  onMessage: (payload: string | null) => void,
  log: Log,
): Promise<() => Promise<void>> {
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
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await client?.end().catch(() => {});
  };
}
